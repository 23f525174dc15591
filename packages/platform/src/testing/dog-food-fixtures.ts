import type { DogFood, LabelFacts, RetailOffer } from '@gentlebowl/contracts';
import { observedOffer } from '@gentlebowl/contracts/testing';

export { observedOffer } from '@gentlebowl/contracts/testing';

/** The fixture food's label as read from the maker's page: 4,063 kcal/kg and 465 kcal per cup. */
export function labelFacts(overrides: Partial<LabelFacts> = {}): LabelFacts {
  return {
    energy: { kcalPerKg: 4063, kcalPerServing: 465, servingUnit: 'cup' },
    guaranteedAnalysis: { crudeProteinMinPct: 26, crudeFatMinPct: 16, crudeFiberMaxPct: 3, moistureMaxPct: 12 },
    aafcoStatement:
      'Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula is formulated to meet the nutritional levels established by the AAFCO Dog Food Nutrient Profiles for maintenance.',
    aafcoLifeStage: 'adult-maintenance',
    source: { url: 'https://www.purina.com/pro-plan/dogs/dry-dog-food/sensitive-skin-stomach-salmon-rice-formula', recordedOn: '2026-11-02' },
    estimated: [],
    estimateNote: null,
    ...overrides,
  };
}

/** The fixture food's price at Chewy: $64.99 for a 24 lb bag, seen Nov 2, 2026, with the product's page. */
export function chewyOffer(overrides: Partial<RetailOffer> = {}): RetailOffer {
  return observedOffer({
    retailerProductId: '52345',
    productUrl: 'https://www.chewy.com/dp/52345',
    package: { label: '24 lb bag', grams: 10886 },
    priceUsd: 64.99,
    availability: 'in_stock',
    ...overrides,
  });
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
    retailerRating: { rating: 46, reviewCount: 1280, retailer: 'Chewy', productUrl: 'https://www.chewy.com/dp/52345', seenOn: '2026-11-02' },
    badges: '',
    isVetRecommended: true,
    isAllNatural: false,
    isClinicallyProven: true,
    review: { reviewer: 'Dr. Ana Ruiz', credential: 'DVM', reviewedOn: '2026-10-15' },
    whereToBuyUrl: 'https://www.chewy.com/dp/52345',
    whereToBuyIsSearch: false,
    shopSearch: { retailer: 'Amazon', url: 'https://www.amazon.com/s?k=purina+pro+plan+sensitive' },
    detailsUrl: null,
    suitableFor: {
      age: ['young-adult', 'adult', 'senior'],
      size: ['small', 'medium'],
      symptoms: ['sensitive-stomach', 'diarrhea', 'gas'],
    },
    affiliateUrl: null,
    retailer: 'Chewy',
    price: '$64.99',
    discountPercentage: 0,
    isPromotion: false,
    promotionEndsOn: null,
    ingredients: ['Salmon', 'Rice', 'Barley', 'Beef Fat Preserved with Mixed-Tocopherols'],
    allergens: ['beef'],
    matchTags: ['fish', 'rice'],
    requiresPrescription: false,
    label: labelFacts(),
    offers: [chewyOffer()],
    costNote: null,
    sampleData: false,
    updatedAt: '2025-11-20T09:00:00.000Z',
    keyBenefits: ['Salmon as the first ingredient', 'Prebiotic fiber from chicory root'],
    ...overrides,
  };
}
