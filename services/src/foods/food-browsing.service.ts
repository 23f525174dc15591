import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueQuery,
  type CataloguePageRequest,
  containedAllergies,
  type DogFood,
  type DogFoodCataloguePage,
  dogFoodSummaryOf,
  headlineOffer,
} from '@gentlebowl/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { bestRatedFirst } from './catalogue-order.js';
import { FoodsService } from './foods.service.js';

/** What a kcal of the food costs at its headline offer's price; null without a current price. */
function usdPerKcal(food: DogFood): number | null {
  const offer = headlineOffer(food);
  return offer ? offer.priceUsd / ((offer.package.grams / 1000) * food.label.energy.kcalPerKg) : null;
}

/** Lowest cost to feed first (what any one dog's month costs orders the same way); foods without a
 * current price last; ties best rated first. */
function cheapestToFeedFirst(costs: ReadonlyMap<number, number | null>) {
  return (a: DogFood, b: DogFood): number => {
    const costA = costs.get(a.id) ?? null;
    const costB = costs.get(b.id) ?? null;
    if (costA === null || costB === null) {
      if (costA !== costB) return costA === null ? 1 : -1;
    } else if (costA !== costB) {
      return costA - costB;
    }
    return bestRatedFirst(a, b);
  };
}

function passes(food: DogFood, query: CatalogueQuery): boolean {
  if (query.type && food.foodType !== query.type) return false;
  // Among the food's proteins (its tags), main or not: "foods with fish".
  if (query.protein && !food.matchTags.includes(query.protein)) return false;
  if (query.freeFrom.length > 0) {
    const contained = containedAllergies(food);
    if (query.freeFrom.some((allergy) => contained.has(allergy))) return false;
  }
  if (query.lifeStage && !food.suitableFor.age.includes(query.lifeStage)) return false;
  if (query.prescription !== undefined && food.requiresPrescription !== query.prescription) return false;
  return true;
}

/**
 * The catalogue as visitors browse it: filtered, ordered and paged from the catalogue the API holds
 * in memory, since the cost order depends on which prices are current today. The "free from" filter
 * is the recommendation engine's allergy rule (`containedAllergies`). Each order is worked out once
 * per catalogue load.
 */
@Injectable()
export class FoodBrowsingService {
  private orders: { source: readonly DogFood[]; byRating: readonly DogFood[]; byPrice: readonly DogFood[] } | undefined;

  constructor(private readonly foods: FoodsService) {}

  page(query: CataloguePageRequest): DogFoodCataloguePage {
    const pageSize = query.pageSize ?? CATALOGUE_PAGE_SIZE;
    const ordered = query.sort === 'price' ? this.ordersOfToday().byPrice : this.ordersOfToday().byRating;
    const passing = ordered.filter((food) => passes(food, query));
    const pageCount = Math.max(1, Math.ceil(passing.length / pageSize));
    if (query.page > pageCount) {
      throw new NotFoundException(
        `Page ${query.page} is past the last page of these foods: there ${pageCount === 1 ? 'is 1 page' : `are ${pageCount} pages`}`,
      );
    }
    const start = (query.page - 1) * pageSize;
    return {
      foods: passing.slice(start, start + pageSize).map(dogFoodSummaryOf),
      total: passing.length,
      page: query.page,
      pageSize,
      pageCount,
    };
  }

  private ordersOfToday() {
    const source = this.foods.all();
    if (this.orders?.source !== source) {
      const costs = new Map(source.map((food) => [food.id, usdPerKcal(food)]));
      this.orders = { source, byRating: source, byPrice: [...source].sort(cheapestToFeedFirst(costs)) };
    }
    return this.orders;
  }
}
