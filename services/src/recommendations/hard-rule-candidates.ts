import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DogFoodEntity } from '../foods/dog-food.entity.js';
import { shownFoodTypes } from './engine/hard-rules.js';
import type { OwnerProfile } from './engine/owner-profile.js';
import type { EngineFood } from './engine/recommend-foods.js';

/**
 * The foods that can pass the engine's hard rules, narrowed by the database (indexes of migration
 * 1764300000000) instead of scored one by one, with only the columns the engine reads. The hard rules
 * in code (`hardRuleFailures`) still run on every food this returns and on every food the API sends:
 * this query makes the engine fast, never safe.
 *
 * Budget and prescription are not narrowed here: they rank and set aside, but exclude nothing (an
 * owner whose budget no food fits still gets the closest foods; prescription diets go to askYourVet).
 */
@Injectable()
export class HardRuleCandidates {
  constructor(@InjectRepository(DogFoodEntity) private readonly foods: Repository<DogFoodEntity>) {}

  async for(profile: OwnerProfile): Promise<EngineFood[]> {
    const foodTypes = shownFoodTypes(profile);
    if (foodTypes.length === 0) return [];
    return this.foods
      .createQueryBuilder('food')
      .select('food.id', 'id')
      .addSelect('food.food_type', 'foodType')
      .addSelect('food.rating', 'rating')
      .addSelect('food.is_vet_recommended', 'isVetRecommended')
      .addSelect('food.is_clinically_proven', 'isClinicallyProven')
      .addSelect('food.requires_prescription', 'requiresPrescription')
      .addSelect('food.suitable_for', 'suitableFor')
      .addSelect('food.allergens', 'allergens')
      .addSelect('food.match_tags', 'matchTags')
      .addSelect('food.figures', 'figures')
      .addSelect('food.discount_percentage', 'discountPercentage')
      .where('food.food_type IN (:...foodTypes)', { foodTypes })
      // Age group and size together, through the GIN index on suitable_for.
      .andWhere('food.suitable_for @> CAST(:fits AS jsonb)', {
        fits: JSON.stringify({ age: [profile.ageGroup], size: [profile.size] }),
      })
      // As `declaredAllergiesIn`: an allergen listed, or a match tag naming one, rules the food out.
      .andWhere('NOT (food.allergens && CAST(:allergies AS text[]))', { allergies: profile.allergies })
      .andWhere('NOT (food.match_tags && CAST(:allergies AS text[]))')
      .getRawMany<EngineFood>();
  }
}
