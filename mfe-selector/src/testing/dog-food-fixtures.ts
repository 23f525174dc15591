import {
  type DogFood,
  type DogFoodSummary,
  dogFoodSummaryOf,
  type FedDog,
  type FeedingPlan,
  type RecommendationResponse,
  type RecommendedDogFood,
  type RetailOffer,
} from '@gentlebowl/contracts';
import { chewyOffer, dogFood, labelFacts, observedOffer } from '@gentlebowl/platform/testing';

/** The catalogue record every remote's tests share, for this remote's tests to import beside the rest. */
export { chewyOffer, dogFood, labelFacts, observedOffer } from '@gentlebowl/platform/testing';

/** The editors' estimate of a typical shelf price, as the bundled sample catalogue has it: dated, not
 * a retailer's price, with no page at the retailer. */
export function estimatedOffer(overrides: Partial<RetailOffer> & Pick<RetailOffer, 'package' | 'priceUsd'>): RetailOffer {
  return observedOffer({ retailer: 'Amazon', basis: 'estimate', seenOn: '2026-12-07', currentUntil: null, ...overrides });
}

/**
 * A food as the sample catalogue the site ships with has it: no retailer's rating, no reviewer (so no
 * badge), estimated prices only (a 35 lb adult dog buys the 16 lb bag: $47.99, estimated Dec 7, 2026),
 * a search at Amazon for its buy link, and label energy worked out rather than read.
 */
export function sampleFood(overrides: Partial<DogFood> = {}): DogFood {
  return dogFood({
    rating: null,
    reviewCount: null,
    retailerRating: null,
    isVetRecommended: false,
    isClinicallyProven: false,
    review: null,
    whereToBuyUrl: 'https://www.amazon.com/s?k=purina+pro+plan+sensitive',
    whereToBuyIsSearch: true,
    retailer: 'Amazon',
    price: '$47.99',
    label: labelFacts({
      guaranteedAnalysis: null,
      aafcoStatement: null,
      aafcoLifeStage: null,
      source: null,
      estimated: ['energy', 'serving'],
      estimateNote: "We have not read the maker's calorie statement for this recipe; check the bag.",
    }),
    offers: [
      estimatedOffer({ package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99 }),
      estimatedOffer({ package: { label: '16 lb bag', grams: 7257 }, priceUsd: 47.99 }),
      estimatedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 64.99, seenOn: '2026-11-24' }),
    ],
    sampleData: true,
    ...overrides,
  });
}

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
