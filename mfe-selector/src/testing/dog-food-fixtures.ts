import type {
  DogFood,
  FedDog,
  FeedingPlan,
  FoodFigures,
  RecommendationResponse,
  RecommendedDogFood,
} from '@gentlebowl/contracts';

/** The label figures of the fixture food: 4,063 kcal/kg and 465 kcal per cup, a 24 lb bag. */
export function foodFigures(overrides: Partial<FoodFigures> = {}): FoodFigures {
  return {
    energy: { kcalPerKg: 4063, kcalPerServing: 465, servingUnit: 'cup' },
    package: { label: '24 lb bag', grams: 10886, priceUsd: 64.99 },
    sources: ['https://www.purina.com/pro-plan/dogs/dry-dog-food/sensitive-skin-stomach-salmon-rice-formula'],
    estimated: [],
    estimateNote: null,
    ...overrides,
  };
}

/** A catalogue record as the API returns it; override what a test is about. */
export function dogFood(overrides: Partial<DogFood> = {}): DogFood {
  return {
    id: 1,
    slug: 'purina-pro-plan-sensitive-skin-stomach-salmon',
    name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
    brand: 'Purina Pro Plan',
    description:
      'Salmon is the first ingredient, with rice, barley and oat meal as the carbohydrates and no chicken, corn, wheat or soy in the recipe.',
    imageUrl: '/api/media/foods/purina-pro-plan-sensitive-skin-stomach-salmon.svg',
    foodType: 'dry',
    rating: 46,
    reviewCount: 1280,
    badges: '',
    isVetRecommended: true,
    isAllNatural: false,
    isClinicallyProven: true,
    whereToBuyUrl: 'https://www.amazon.com/s?k=purina+pro+plan+sensitive',
    detailsUrl: null,
    suitableFor: {
      age: ['young-adult', 'adult', 'senior'],
      size: ['small', 'medium'],
      symptoms: ['sensitive-stomach', 'diarrhea', 'gas'],
    },
    affiliateUrl: null,
    retailer: 'Amazon',
    price: '$64.99',
    discountPercentage: 0,
    isPromotion: false,
    promotionEndsOn: null,
    ingredients: ['Salmon', 'Rice', 'Barley', 'Beef Fat Preserved with Mixed-Tocopherols'],
    allergens: ['beef'],
    matchTags: ['fish', 'rice'],
    kcalPerCup: 465,
    requiresPrescription: false,
    figures: foodFigures(),
    updatedAt: '2025-11-20T09:00:00.000Z',
    keyBenefits: ['Salmon as the first ingredient', 'Prebiotic fiber from chicory root'],
    ...overrides,
  };
}

/** The fixture food for a 35 lb adult dog (891 kcal a day): 219 g, 1.92 cups, $39.80 a month. */
export function feedingPlan(overrides: Partial<FeedingPlan> = {}): FeedingPlan {
  return {
    dailyKcal: 891,
    dailyGrams: 219,
    servingsPerDay: 1.92,
    servingUnit: 'cup',
    monthlyCostUsd: 39.8,
    costIsEstimate: false,
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
    score: 80,
    feeding: feedingPlan(),
    overBudgetUsd: 0,
    ...overrides,
  };
}

/** A medium dog without a weight: the size group's typical 35 lb. */
export function fedDog(overrides: Partial<FedDog> = {}): FedDog {
  return { weightLbs: 35, weightFromSizeGroup: true, dailyKcal: 891, ...overrides };
}

/** A recommendation answer; by default one food, nothing for the vet, no red flags. */
export function recommendationResponse(overrides: Partial<RecommendationResponse> = {}): RecommendationResponse {
  return {
    requestId: 1,
    recommendations: [recommendedFood({ badges: 'Best Match' })],
    askYourVet: [],
    redFlags: [],
    dog: fedDog(),
    ...overrides,
  };
}
