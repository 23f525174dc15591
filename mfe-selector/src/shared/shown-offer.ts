import { buyTargetFor, type DogFood, type FeedingPlan, headlineOffer, type RetailOffer } from '@gentlebowl/contracts';
import { affiliateHref } from '@gentlebowl/platform';

/**
 * The offer a card shows for a food: the package this dog buys (its monthly cost's), or, without a
 * cost for the dog, the food's headline offer (the package a 35 lb adult buys), or, without a current
 * price, the newest price seen, shown as out of date. Null when the catalogue has no price at all.
 */
export function shownOffer(food: Pick<DogFood, 'label' | 'offers'>, feeding: FeedingPlan | null | undefined): RetailOffer | null {
  return feeding?.cost?.offer ?? headlineOffer(food) ?? newestOffer(food.offers);
}

function newestOffer(offers: readonly RetailOffer[]): RetailOffer | null {
  return offers.reduce<RetailOffer | null>((newest, offer) => (newest === null || offer.seenOn > newest.seenOn ? offer : newest), null);
}

/** A buy link as a page renders it: the affiliate address, the retailer, and whether it is a search. */
export interface ShownBuyLink {
  href: string;
  retailer: string;
  isSearch: boolean;
}

/**
 * The buy link for a food and the offer shown: the product's page at the retailer when its feed gave
 * one, otherwise the food's search (labelled as a search), with the operator's partner code.
 */
export function shownBuyLink(food: Pick<DogFood, 'shopSearch'>, offer: RetailOffer | null, partnerCode: string): ShownBuyLink | null {
  const target = buyTargetFor(food, offer);
  if (!target) return null;
  const href = affiliateHref({ affiliateUrl: target.affiliateUrl, whereToBuyUrl: target.url }, partnerCode);
  return href ? { href, retailer: target.retailer, isSearch: target.isSearch } : null;
}
