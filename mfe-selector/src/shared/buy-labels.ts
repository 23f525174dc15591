import { formatLongDate, formatUsd, packageName, type RetailOffer } from '@gentlebowl/contracts';

// The words on buy links. A link to a search says it is one: contracts' `searchLabel`, "Search for it
// at Amazon", which the content remote's guide uses too.

/** The spec's label for the product page's buy link. */
export const WHERE_TO_BUY_LABEL = 'Where to Buy';

/** The card's buy button: 'Buy on {retailer}', plus ' (Special Offer)' during a sale. */
export function buyOnRetailerLabel(retailer: string, onSale: boolean): string {
  return onSale ? `Buy on ${retailer} (Special Offer)` : `Buy on ${retailer}`;
}

/** "per 30 lb bag": what one price buys, beside every price next to a monthly cost. */
export function perPackageText(offer: Pick<RetailOffer, 'package'>): string {
  return `per ${packageName(offer.package)}`;
}

/** The featured banner's link: 'Special Offer - {price} per {package}'. */
export function specialOfferLabel(offer: Pick<RetailOffer, 'priceUsd' | 'package'>): string {
  return `Special Offer - ${formatUsd(offer.priceUsd)} ${perPackageText(offer)}`;
}

/**
 * "Limited time offer - ends January 31, 2027": only for a sale whose last day the retailer states and
 * that has not passed (`today` as YYYY-MM-DD). A sale without a date gets no urgency: a deadline that
 * does not exist is a deceptive pattern.
 */
export function limitedTimeOfferLine(offer: Pick<RetailOffer, 'regularPriceUsd' | 'saleEndsOn'> | null, today: string): string | null {
  const endsOn = offer?.saleEndsOn ?? null;
  if (offer?.regularPriceUsd == null || endsOn === null || endsOn < today) return null;
  return `Limited time offer - ends ${formatLongDate(endsOn)}`;
}
