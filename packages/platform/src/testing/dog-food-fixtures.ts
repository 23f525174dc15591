import type { DogFood, FoodFigures } from '@gentlebowl/contracts';

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

/** A catalogue record as the API returns it, for any remote's tests; override what a test is about. */
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
