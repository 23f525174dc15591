import type { DogFood } from '@gentlebowl/contracts';
import { WHERE_TO_BUY_LABEL } from '../../shared/where-to-buy-label';

/** The card's buy button: 'Buy on {retailer}', plus ' (Special Offer)' for a promotion. */
export function buyOnRetailerLabel(food: Pick<DogFood, 'retailer' | 'isPromotion'>): string {
  const retailer = food.retailer?.trim();
  const base = retailer ? `Buy on ${retailer}` : WHERE_TO_BUY_LABEL;
  return food.isPromotion ? `${base} (Special Offer)` : base;
}

/** The link below a card: 'Buy for {price}' when the food has a price, else 'Where to Buy'. */
export function buyForPriceLabel(price: string | null): string {
  return price ? `Buy for ${price}` : WHERE_TO_BUY_LABEL;
}

/** The featured banner's link: 'Special Offer - {price}'. */
export function specialOfferLabel(price: string | null): string {
  return price ? `Special Offer - ${price}` : 'Special Offer';
}
