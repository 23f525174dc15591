import type { DogFood, DogFoodSummary } from '@gentlebowl/contracts';
import type { DogFoodEntity } from '../dog-food.entity.js';

export function toDogFood(entity: DogFoodEntity): DogFood {
  return {
    id: entity.id,
    slug: entity.slug,
    name: entity.name,
    brand: entity.brand,
    description: entity.description,
    imageUrl: entity.imageUrl,
    foodType: entity.foodType,
    rating: entity.rating,
    reviewCount: entity.reviewCount,
    badges: entity.badges,
    isVetRecommended: entity.isVetRecommended,
    isAllNatural: entity.isAllNatural,
    isClinicallyProven: entity.isClinicallyProven,
    whereToBuyUrl: entity.whereToBuyUrl,
    detailsUrl: entity.detailsUrl,
    suitableFor: entity.suitableFor,
    affiliateUrl: entity.affiliateUrl,
    retailer: entity.retailer,
    price: entity.price,
    discountPercentage: entity.discountPercentage,
    isPromotion: entity.isPromotion,
    promotionEndsOn: entity.promotionEndsOn,
    ingredients: entity.ingredients,
    allergens: entity.allergens,
    matchTags: entity.matchTags,
    kcalPerCup: entity.kcalPerCup,
    requiresPrescription: entity.requiresPrescription,
    figures: entity.figures,
    keyBenefits: entity.keyBenefits,
    updatedAt: entity.updatedAt.toISOString(),
  };
}

/** The entity's properties a summary is made from: a query for summaries selects only these. */
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
] as const satisfies readonly (keyof DogFoodEntity)[];

/** A food as a list shows it; of its figures, only those its monthly cost is worked out from. */
export function toDogFoodSummary(entity: Pick<DogFoodEntity, (typeof dogFoodSummaryProperties)[number]>): DogFoodSummary {
  const { energy, package: foodPackage, estimated } = entity.figures;
  return {
    id: entity.id,
    brand: entity.brand,
    name: entity.name,
    imageUrl: entity.imageUrl,
    foodType: entity.foodType,
    rating: entity.rating,
    reviewCount: entity.reviewCount,
    requiresPrescription: entity.requiresPrescription,
    discountPercentage: entity.discountPercentage,
    figures: { energy, package: foodPackage, estimated },
  };
}
