import { formatShortDate } from './date-text.js';
import type { FeedingCost } from './feeding.js';
import { lastingText, packageName } from './feeding-text.js';
import type { FoodReview, LabelFacts, RetailerRating, RetailOffer } from './food-facts.js';
import { formatDecimal, formatUsd } from './number-text.js';

// How the site says where a figure comes from and when, in one voice on every page: a price with its
// retailer, package and day; a rating with its retailer, review count and day; a badge with its
// reviewer. Pages link the retailer's name where the offer has a product page.

/** "4.6 from 1,280 reviews at Chewy, seen Nov 2, 2026". */
export function retailerRatingText(rating: RetailerRating): string {
  const stars = formatDecimal(rating.rating / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${stars} ${retailerRatingSourceText(rating)}`;
}

/** "from 1,280 reviews at Chewy, seen Nov 2, 2026": what stands beside the stars of a rating. */
export function retailerRatingSourceText(rating: Pick<RetailerRating, 'reviewCount' | 'retailer' | 'seenOn'>): string {
  const reviews = `${formatDecimal(rating.reviewCount, { maximumFractionDigits: 0 })} ${rating.reviewCount === 1 ? 'review' : 'reviews'}`;
  return `from ${reviews} at ${rating.retailer}, seen ${formatShortDate(rating.seenOn)}`;
}

/** "$71.99", or on sale "$64.79 (was $71.99)". */
export function offerPriceText(offer: Pick<RetailOffer, 'priceUsd' | 'regularPriceUsd'>): string {
  const price = formatUsd(offer.priceUsd);
  return offer.regularPriceUsd === null ? price : `${price} (was ${formatUsd(offer.regularPriceUsd)})`;
}

/**
 * A price with where and when it comes from: "$71.99 at Chewy on Nov 2, 2026", "$71.99 at Chewy on
 * Sep 2, 2026, out of date", or for the editors' estimate "$64.99, estimated Nov 24, 2026, not a
 * retailer's price". On sale: "$64.79 (was $71.99) at Chewy on Nov 2, 2026".
 */
export function offerPriceAndSourceText(offer: Pick<RetailOffer, 'priceUsd' | 'regularPriceUsd' | 'retailer' | 'basis' | 'seenOn' | 'current'>): string {
  return `${offerPriceText(offer)}${sourceOf(offer)}`;
}

/** Where and when a price comes from, after the price: "at Chewy on Nov 2, 2026", "at Chewy on Sep 2,
 * 2026, out of date", or "estimated Nov 24, 2026, not a retailer's price". */
export function offerSourceText(offer: Pick<RetailOffer, 'retailer' | 'basis' | 'seenOn' | 'current'>): string {
  return sourceOf(offer).replace(/^,? /, '');
}

/**
 * When a price was seen, for a list whose retailer stands in a column of its own: "Nov 2, 2026",
 * "Sep 2, 2026, out of date", or "estimated Nov 24, 2026, not a retailer's price".
 */
export function offerSeenText(offer: Pick<RetailOffer, 'basis' | 'seenOn' | 'current'>): string {
  const day = formatShortDate(offer.seenOn);
  if (offer.basis === 'estimate') return `estimated ${day}, not a retailer's price`;
  return `${day}${offer.current ? '' : ', out of date'}`;
}

/** " at Chewy on Nov 2, 2026", " at Chewy on Sep 2, 2026, out of date", ", estimated Nov 24, 2026, not a retailer's price". */
function sourceOf(offer: Pick<RetailOffer, 'retailer' | 'basis' | 'seenOn' | 'current'>): string {
  const seen = offerSeenText(offer);
  return offer.basis === 'estimate' ? `, ${seen}` : ` at ${offer.retailer} on ${seen}`;
}

/** "a 30 lb bag", "12 x 13 oz cans", "1 week of plan packs": a package as the object of "for". */
export function packageWithArticle(name: string): string {
  return isCountedOrPlural(name) ? name : `a ${name}`;
}

function isCountedOrPlural(name: string): boolean {
  return /^\d+\s*(x|weeks?|days?)\b/i.test(name) || /s$/.test(name);
}

/** "$71.99 for a 30 lb bag at Chewy on Nov 2, 2026": a price with everything an owner needs to check it. */
export function offerText(offer: RetailOffer): string {
  return `${offerPriceText(offer)} for ${packageWithArticle(packageName(offer.package))}${sourceOf(offer)}`;
}

/**
 * Which package a monthly cost is worked out from, its price and source, and how long it lasts the
 * dog: "Bought as a 4 lb bag ($17.99 at Chewy on Nov 2, 2026), which lasts about 3 weeks." When even
 * the smallest package outlasts the six weeks an open bag keeps, it says so.
 */
export function costBasisText(cost: Pick<FeedingCost, 'offer' | 'packageLastsDays' | 'outlastsFreshness'>): string {
  const name = packageName(cost.offer.package);
  const verb = isCountedOrPlural(name) ? 'last' : 'lasts';
  const bought = `Bought as ${packageWithArticle(name)} (${offerPriceAndSourceText(cost.offer)}), which ${verb} about ${lastingText(cost.packageLastsDays)}.`;
  return cost.outlastsFreshness
    ? `${bought} That is longer than the six weeks an open package keeps fresh, and it is the smallest we have a price for.`
    : bought;
}

/** "Reviewed by Dr. Ana Ruiz, DVM, on Nov 2, 2026": who stands behind a food's badges. */
export function reviewText(review: FoodReview): string {
  return `Reviewed by ${review.reviewer}, ${review.credential}, on ${formatShortDate(review.reviewedOn)}`;
}

/** "From the maker's label (purina.com, recorded Nov 2, 2026)", or why the label figures are not
 * confirmed. */
export function labelSourceText(label: Pick<LabelFacts, 'source'>): string {
  if (!label.source) return 'Not yet checked against the maker\'s label';
  return `From the maker's label (${siteOf(label.source.url)}, recorded ${formatShortDate(label.source.recordedOn)})`;
}

/** "www.purina.com" for an address; the address itself when it is not one. */
export function siteOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return address;
  }
}

/**
 * Said once wherever figures of the bundled sample catalogue appear (not beside every number): the
 * site ships with sample data until an operator imports real prices and label figures.
 */
export const SAMPLE_CATALOGUE_TITLE = 'Sample catalogue';
export const SAMPLE_CATALOGUE_NOTE =
  'The prices, calories and ingredients here come from the sample catalogue this site ships with. They show how the site works; nobody checked them against a bag or a retailer, so check both before you buy.';
