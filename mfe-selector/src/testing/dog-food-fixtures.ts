import {
  type DogFood,
  type DogFoodSummary,
  dogFoodSummaryOf,
  type FedDog,
  type FeedingPlan,
  type RecommendationResponse,
  type RecommendedDogFood,
} from '@gentlebowl/contracts';
import { chewyOffer, dogFood } from '@gentlebowl/platform/testing';

/** The catalogue record every remote's tests share, for this remote's tests to import beside the rest. */
export { chewyOffer, dogFood, labelFacts, observedOffer } from '@gentlebowl/platform/testing';

/** A food as GET /api/dog-foods/catalogue lists it: no more of the record than a summary has. */
export function dogFoodSummary(food: DogFood = dogFood()): DogFoodSummary {
  return dogFoodSummaryOf(food);
}

/**
 * The fixture food for a 35 lb adult dog (891 kcal a day): 219 g, 1.916 cups (1 7/8 measured), and
 * $39.80 a month from the 24 lb bag at Chewy, which lasts it 49 days.
 */
export function feedingPlan(overrides: Partial<FeedingPlan> = {}): FeedingPlan {
  return {
    dailyKcal: 891,
    dailyGrams: 219,
    servingsPerDay: 1.916,
    servingUnit: 'cup',
    cost: { monthlyCostUsd: 39.8, offer: chewyOffer(), packageLastsDays: 49, outlastsFreshness: true, isEstimate: false },
    ...overrides,
  };
}

export function recommendedFood(overrides: Partial<RecommendedDogFood> = {}): RecommendedDogFood {
  return {
    ...dogFood(),
    reasons: [
      { kind: 'symptoms', covered: ['diarrhea', 'gas'], total: 2 },
      { kind: 'allergens-absent', allergies: ['chicken'] },
      { kind: 'budget', fit: 'within', monthlyCostUsd: 39.8, budget: 'under-50' },
      { kind: 'vet-and-clinical', vetRecommended: true, clinicallyProven: true },
    ],
    madeFor: ['diarrhea', 'gas'],
    score: 80,
    feeding: feedingPlan(),
    overBudgetUsd: 0,
    ...overrides,
  };
}

/** A grown medium dog without a weight: the size group's typical 35 lb. */
export function fedDog(overrides: Partial<FedDog> = {}): FedDog {
  return { weightLbs: 35, weightFromSizeGroup: true, adultWeightLbs: null, dailyKcal: 891, method: 'adult', missing: [], ...overrides };
}

/** A recommendation answer; by default one food, nothing for the vet or listed apart, no red flags. */
export function recommendationResponse(overrides: Partial<RecommendationResponse> = {}): RecommendationResponse {
  return {
    requestId: 1,
    recommendations: [recommendedFood({ badges: 'Best Match' })],
    askYourVet: [],
    notMadeForTheseSymptoms: [],
    redFlags: [],
    dog: fedDog(),
    ...overrides,
  };
}
