import type { DogFood, DogFoodSummary } from './api-types.js';

/** The record's properties a summary is made of. */
export const dogFoodSummaryProperties = [
  'id',
  'brand',
  'name',
  'imageUrl',
  'foodType',
  'retailerRating',
  'requiresPrescription',
  'sampleData',
  'label',
  'offers',
] as const satisfies readonly (keyof DogFood & keyof DogFoodSummary)[];

/** A food as a list shows it (DogFoodSummary); of its label, only what its monthly cost is worked out from. */
export function dogFoodSummaryOf(food: Pick<DogFood, (typeof dogFoodSummaryProperties)[number]>): DogFoodSummary {
  return {
    id: food.id,
    brand: food.brand,
    name: food.name,
    imageUrl: food.imageUrl,
    foodType: food.foodType,
    retailerRating: food.retailerRating,
    requiresPrescription: food.requiresPrescription,
    sampleData: food.sampleData,
    label: { energy: food.label.energy, estimated: food.label.estimated },
    offers: food.offers,
  };
}
