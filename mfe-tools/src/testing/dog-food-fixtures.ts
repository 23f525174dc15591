import type { DogFood } from '@gentlebowl/contracts';
import { dogFood } from '@gentlebowl/platform/testing';

/** A canned food of 1,000 kcal/kg, 370 kcal a can, with a listed discount and an estimated price. */
export function cannedDogFood(overrides: Partial<DogFood> = {}): DogFood {
  return dogFood({
    id: 7,
    slug: 'hills-id-digestive-care-stew',
    brand: "Hill's Prescription Diet",
    name: 'i/d Digestive Care Stew',
    foodType: 'wet',
    kcalPerCup: null,
    discountPercentage: 10,
    figures: {
      energy: { kcalPerKg: 1000, kcalPerServing: 370, servingUnit: 'can' },
      package: { label: '12 x 13 oz cans', grams: 4423, priceUsd: 45.48 },
      sources: ['https://www.hillspet.com/'],
      estimated: ['price'],
      estimateNote: 'The price is a typical clinic price.',
    },
    ...overrides,
  });
}
