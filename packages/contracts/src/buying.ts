import type { DogFood } from './api-types.js';
import { referenceDog } from './dog-profile.js';
import { feedingPlanFor, fedDogFor } from './feeding-plan.js';
import type { FeedingFacts } from './feeding.js';
import type { RetailOffer } from './food-facts.js';

/** Daily calories of the site's reference dog (`referenceDog`, 891 kcal), whom a food's headline
 * offer and the catalogue's cost bands are worked out for. */
export function referenceDogDailyKcal(): number {
  return fedDogFor(referenceDog).dailyKcal as number;
}

/** The offer a food's page leads with: the package the reference dog would buy, at a current price. */
export function headlineOffer(food: FeedingFacts): RetailOffer | null {
  return feedingPlanFor(referenceDogDailyKcal(), food).cost?.offer ?? null;
}

/** Where a food can be looked for when no offer links to the product itself: a search at a retailer
 * (or the maker's own shop). */
export interface ShopSearch {
  retailer: string;
  url: string;
}

/** Where a buy link leads: the product's own page at the retailer, or a search there. */
export interface BuyTarget {
  url: string;
  retailer: string;
  /** The link is a search, so it is labelled as one ("Search for it at Amazon"), never as the product. */
  isSearch: boolean;
  /** An affiliate address the retailer's feed gave for the product, preferred over a built one. */
  affiliateUrl: string | null;
}

/**
 * The buy link for a food and the offer a page shows (the dog's package on a result card, the
 * headline offer on the product page): the offer's product page when the retailer gave one, otherwise
 * the food's search at a retailer, labelled as a search. Null when the catalogue knows neither.
 */
export function buyTargetFor(food: Pick<DogFood, 'shopSearch'>, offer: RetailOffer | null): BuyTarget | null {
  if (offer?.productUrl) {
    return { url: offer.productUrl, retailer: offer.retailer, isSearch: false, affiliateUrl: offer.affiliateUrl };
  }
  return food.shopSearch ? { url: food.shopSearch.url, retailer: food.shopSearch.retailer, isSearch: true, affiliateUrl: null } : null;
}

/** A buy link to a search at a retailer says it is one: it can land on the wrong variant, so it never
 * reads as the product itself. */
export function searchLabel(retailer: string): string {
  return `Search for it at ${retailer}`;
}
