import type { DogFood } from '@gentlebowl/contracts';

/** A catalogue record as GET /api/dog-foods returns it: a dry food of 4,063 kcal/kg and 465 kcal per cup. */
export function catalogueFood(overrides: Partial<DogFood> = {}): DogFood {
  return {
    id: 1,
    slug: 'purina-pro-plan-sensitive-skin-stomach-salmon',
    name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
    brand: 'Purina Pro Plan',
    description: 'Salmon first.',
    imageUrl: '/api/media/foods/salmon.svg',
    foodType: 'dry',
    rating: 46,
    reviewCount: 1280,
    badges: '',
    isVetRecommended: true,
    isAllNatural: false,
    isClinicallyProven: true,
    whereToBuyUrl: null,
    detailsUrl: null,
    suitableFor: { age: ['adult'], size: ['medium'], symptoms: ['gas'] },
    affiliateUrl: null,
    retailer: null,
    price: '$64.99',
    discountPercentage: 0,
    isPromotion: false,
    ingredients: ['Salmon', 'Rice'],
    allergens: [],
    matchTags: ['fish', 'rice'],
    kcalPerCup: 465,
    requiresPrescription: false,
    figures: {
      energy: { kcalPerKg: 4063, kcalPerServing: 465, servingUnit: 'cup' },
      package: { label: '24 lb bag', grams: 10886, priceUsd: 64.99 },
      sources: ['https://www.purina.com/'],
      estimated: [],
      estimateNote: null,
    },
    keyBenefits: [],
    updatedAt: '2025-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A canned food of 1,000 kcal/kg, 370 kcal a can, whose price is an estimate. */
export function cannedCatalogueFood(overrides: Partial<DogFood> = {}): DogFood {
  return catalogueFood({
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
