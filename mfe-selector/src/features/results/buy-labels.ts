import { type DogFood, formatLongDate } from '@gentlebowl/contracts';
import { WHERE_TO_BUY_LABEL } from '../../shared/where-to-buy-label';

// Every price beside a monthly cost says what it buys ("per 30 lb bag", "per 1 week of plan packs
// ..."): a week's box of fresh food is not a month of kibble. `perPackage` comes from the contracts'
// perPackageText.

/** The card's buy button: 'Buy on {retailer}', plus ' (Special Offer)' for a promotion. */
export function buyOnRetailerLabel(food: Pick<DogFood, 'retailer' | 'isPromotion'>): string {
  const retailer = food.retailer?.trim();
  const base = retailer ? `Buy on ${retailer}` : WHERE_TO_BUY_LABEL;
  return food.isPromotion ? `${base} (Special Offer)` : base;
}

/** The link below a card: 'Buy for {price} per {package}' when the food has a price, else 'Where to Buy'. */
export function buyForPriceLabel(price: string | null, perPackage: string): string {
  return price ? `Buy for ${price} ${perPackage}` : WHERE_TO_BUY_LABEL;
}

/** The featured banner's link: 'Special Offer - {price} per {package}'. */
export function specialOfferLabel(price: string | null, perPackage: string): string {
  return price ? `Special Offer - ${price} ${perPackage}` : 'Special Offer';
}

/**
 * "Limited time offer - ends January 31, 2027": only for a promotion whose last day the retailer
 * states and that has not passed (`today` as YYYY-MM-DD). A promotion without a date gets no urgency:
 * a deadline that does not exist is a deceptive pattern.
 */
export function limitedTimeOfferLine(food: Pick<DogFood, 'isPromotion' | 'promotionEndsOn'>, today: string): string | null {
  const endsOn = food.promotionEndsOn;
  if (!food.isPromotion || endsOn === null || endsOn < today) return null;
  return `Limited time offer - ends ${formatLongDate(endsOn)}`;
}
