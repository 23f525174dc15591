import type { DogFood, DogFoodSummary } from './api-types.js';

/** The record's properties a summary is made of: a query for summaries reads only these. */
export const dogFoodSummaryProperties = [
  'id',
  'brand',
  'name',
  'imageUrl',
  'foodType',
  'rating',
  'reviewCount',
  'requiresPrescription',
  'discountPercentage',
  'figures',
] as const satisfies readonly (keyof DogFood & keyof DogFoodSummary)[];

/** A food as a list shows it (DogFoodSummary); of its figures, only those its monthly cost is worked out from. */
export function dogFoodSummaryOf(food: Pick<DogFood, (typeof dogFoodSummaryProperties)[number]>): DogFoodSummary {
  const { energy, package: foodPackage, estimated } = food.figures;
  return {
    id: food.id,
    brand: food.brand,
    name: food.name,
    imageUrl: food.imageUrl,
    foodType: food.foodType,
    rating: food.rating,
    reviewCount: food.reviewCount,
    requiresPrescription: food.requiresPrescription,
    discountPercentage: food.discountPercentage,
    figures: { energy, package: foodPackage, estimated },
  };
}
