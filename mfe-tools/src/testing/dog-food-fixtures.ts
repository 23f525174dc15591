import type { DogFood } from '@gentlebowl/contracts';
import { dogFood, labelFacts, observedOffer } from '@gentlebowl/platform/testing';

/** A canned food of 1,000 kcal/kg, 370 kcal a can, from the sample catalogue: its calories and its
 * case price are the editors' estimates. */
export function cannedDogFood(overrides: Partial<DogFood> = {}): DogFood {
  return dogFood({
    id: 7,
    slug: 'hills-id-digestive-care-stew',
    brand: "Hill's Prescription Diet",
    name: 'i/d Digestive Care Stew',
    foodType: 'wet',
    label: labelFacts({
      energy: { kcalPerKg: 1000, kcalPerServing: 370, servingUnit: 'can' },
      guaranteedAnalysis: null,
      aafcoStatement: null,
      aafcoLifeStage: null,
      source: null,
      estimated: ['energy', 'serving'],
      estimateNote: 'The calories per can are typical values for stews of this kind.',
    }),
    offers: [
      observedOffer({
        package: { label: '12 x 13 oz cans', grams: 4423 },
        priceUsd: 45.48,
        basis: 'estimate',
        seenOn: '2026-11-24',
        currentUntil: null,
      }),
    ],
    sampleData: true,
    ...overrides,
  });
}
