import { buyTargetFor, type DogFood, formatUsd, headlineOffer, type RetailerRating, type RetailOffer } from '@gentlebowl/contracts';
import type { DogFoodEntity } from '../dog-food.entity.js';
import type { FoodOfferEntity } from '../food-offer.entity.js';

/** The day a food's facts are judged on, and how old a price may be and still count as current. */
export interface FactsClock {
  /** YYYY-MM-DD (UTC). */
  today: string;
  priceMaxAgeDays: number;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * An offer as the API states it. An observed price is current for `priceMaxAgeDays` after the day it
 * was seen, and never past the last day of the sale it was seen at; an estimate does not age.
 */
export function toRetailOffer(row: FoodOfferEntity, clock: FactsClock): RetailOffer {
  const ageLimit = addDays(row.seenOn, clock.priceMaxAgeDays);
  const currentUntil = row.basis === 'observed' ? (row.saleEndsOn !== null && row.saleEndsOn < ageLimit ? row.saleEndsOn : ageLimit) : null;
  return {
    retailer: row.retailer,
    retailerProductId: row.retailerProductId,
    productUrl: row.productUrl,
    affiliateUrl: row.affiliateUrl,
    package: { label: row.packageLabel, grams: row.packageGrams },
    priceUsd: row.priceCents / 100,
    regularPriceUsd: row.regularPriceCents === null ? null : row.regularPriceCents / 100,
    saleEndsOn: row.saleEndsOn,
    availability: row.availability,
    basis: row.basis,
    seenOn: row.seenOn,
    currentUntil,
    current: currentUntil === null || clock.today <= currentUntil,
  };
}

/** The newest rating a retailer showed, from the food's newest offer row that carries one. */
export function toRetailerRating(row: FoodOfferEntity | undefined): RetailerRating | null {
  if (!row || row.rating === null || row.reviewCount === null) return null;
  return { rating: row.rating, reviewCount: row.reviewCount, retailer: row.retailer, productUrl: row.productUrl, seenOn: row.seenOn };
}

function byPackageThenRetailer(a: RetailOffer, b: RetailOffer): number {
  return a.package.grams - b.package.grams || a.retailer.localeCompare(b.retailer);
}

/**
 * A food as the API sends it: the record, its newest offer of each retailer and package, and its
 * newest retailer rating. The spec's price, rating and "where to buy" fields are worked out from
 * them (the headline offer: the package a 35 lb adult dog buys), so they never say more than the
 * facts behind them.
 */
export function toDogFood(entity: DogFoodEntity, offerRows: readonly FoodOfferEntity[], ratingRow: FoodOfferEntity | undefined, clock: FactsClock): DogFood {
  const offers = offerRows.map((row) => toRetailOffer(row, clock)).sort(byPackageThenRetailer);
  const retailerRating = toRetailerRating(ratingRow);
  const shopSearch = entity.shopSearch;
  const headline = headlineOffer({ label: entity.label, offers });
  const buyTarget = buyTargetFor({ shopSearch }, headline);
  const regular = headline?.regularPriceUsd ?? null;
  return {
    id: entity.id,
    slug: entity.slug,
    name: entity.name,
    brand: entity.brand,
    description: entity.description,
    imageUrl: entity.imageUrl,
    foodType: entity.foodType,
    rating: retailerRating?.rating ?? null,
    reviewCount: retailerRating?.reviewCount ?? null,
    retailerRating,
    badges: '',
    isVetRecommended: entity.isVetRecommended,
    isAllNatural: entity.isAllNatural,
    isClinicallyProven: entity.isClinicallyProven,
    review:
      entity.reviewedBy !== null && entity.reviewerCredential !== null && entity.reviewedOn !== null
        ? { reviewer: entity.reviewedBy, credential: entity.reviewerCredential, reviewedOn: entity.reviewedOn }
        : null,
    whereToBuyUrl: buyTarget?.url ?? null,
    whereToBuyIsSearch: buyTarget?.isSearch ?? false,
    shopSearch,
    detailsUrl: entity.detailsUrl,
    suitableFor: entity.suitableFor,
    affiliateUrl: buyTarget?.affiliateUrl ?? null,
    retailer: buyTarget?.retailer ?? null,
    price: headline ? formatUsd(regular ?? headline.priceUsd) : null,
    discountPercentage: headline && regular !== null ? Math.round((1 - headline.priceUsd / regular) * 100) : 0,
    isPromotion: regular !== null,
    promotionEndsOn: headline?.saleEndsOn ?? null,
    ingredients: entity.ingredients,
    allergens: entity.allergens,
    matchTags: entity.matchTags,
    requiresPrescription: entity.requiresPrescription,
    label: entity.label,
    offers,
    costNote: entity.costNote,
    sampleData: entity.sampleData,
    keyBenefits: entity.keyBenefits,
    updatedAt: entity.updatedAt.toISOString(),
  };
}
