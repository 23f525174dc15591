import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueQuery,
  type CataloguePageRequest,
  type DogFoodCataloguePage,
  dogFoodSummaryOf,
} from '@gentlebowl/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { MASK_LAYOUT, maskOf } from '../recommendations/food-masks.js';
import { DogFoodEntity } from './dog-food.entity.js';
import { dogFoodSummaryColumns } from './dto/dog-food.dto.js';

/**
 * The catalogue as visitors browse it: filtered, ordered and paged by PostgreSQL (the migration
 * FoodCatalogueBrowsing has the indexes), with every value bound as a parameter. The filters read the
 * generated mask columns the recommendation shortlist reads (food-masks.ts). A page carries each
 * food's summary, read from the columns a summary needs.
 */
@Injectable()
export class FoodBrowsingService {
  constructor(@InjectRepository(DogFoodEntity) private readonly repository: Repository<DogFoodEntity>) {}

  async page(query: CataloguePageRequest): Promise<DogFoodCataloguePage> {
    const pageSize = query.pageSize ?? CATALOGUE_PAGE_SIZE;
    const builder = this.filtered(query).select(dogFoodSummaryColumns.map((property) => `food.${property}`));
    // paid_usd_per_kcal: what a kcal costs after the discount, the order of any one dog's monthly cost.
    if (query.sort === 'price') builder.orderBy('food.paid_usd_per_kcal', 'ASC').addOrderBy('food.rating', 'DESC');
    else builder.orderBy('food.rating', 'DESC');
    builder
      .addOrderBy('food.name', 'ASC')
      .addOrderBy('food.id', 'ASC')
      .offset((query.page - 1) * pageSize)
      .limit(pageSize);

    const [rows, total] = await builder.getManyAndCount();
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    if (query.page > pageCount) {
      throw new NotFoundException(
        `Page ${query.page} is past the last page of these foods: there ${pageCount === 1 ? 'is 1 page' : `are ${pageCount} pages`}`,
      );
    }
    return { foods: rows.map(dogFoodSummaryOf), total, page: query.page, pageSize, pageCount };
  }

  private filtered(query: CatalogueQuery): SelectQueryBuilder<DogFoodEntity> {
    const builder = this.repository.createQueryBuilder('food');
    if (query.type) builder.andWhere('food.foodType = :type', { type: query.type });
    // Among the food's proteins (its tags), main or not: "foods with fish".
    if (query.protein) {
      builder.andWhere('(food.tag_mask & :proteinMask) <> 0', { proteinMask: maskOf(MASK_LAYOUT.tag, [query.protein]) });
    }
    if (query.freeFrom.length > 0) {
      // Exact, as the engine's hard allergy rule (declaredAllergiesIn): the mask has an allergen's bit
      // when the food's allergens list it or its match tags name it.
      builder.andWhere('(food.allergen_mask & :freeFromMask) = 0', {
        freeFromMask: maskOf(MASK_LAYOUT.allergy, query.freeFrom),
      });
    }
    if (query.lifeStage) {
      builder.andWhere('(food.age_mask & :ageMask) <> 0', { ageMask: maskOf(MASK_LAYOUT.age, [query.lifeStage]) });
    }
    if (query.prescription !== undefined) {
      builder.andWhere('food.requiresPrescription = :prescription', { prescription: query.prescription });
    }
    return builder;
  }
}
