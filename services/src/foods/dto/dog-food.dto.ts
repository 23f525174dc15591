import { type DogFood, dogFoodSummaryProperties } from '@gentlebowl/contracts';
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

/** The entity's columns a query for summaries selects (the contracts' list, checked against the entity). */
export const dogFoodSummaryColumns: readonly (keyof DogFoodEntity)[] = dogFoodSummaryProperties;
