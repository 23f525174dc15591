import { buyForPriceLabel, buyOnRetailerLabel, specialOfferLabel } from './buy-labels';

describe('buy labels', () => {
  it('names the retailer on the card button and marks promotions', () => {
    expect(buyOnRetailerLabel({ retailer: 'Chewy', isPromotion: false })).toBe('Buy on Chewy');
    expect(buyOnRetailerLabel({ retailer: 'Chewy', isPromotion: true })).toBe('Buy on Chewy (Special Offer)');
  });

  it('says where to buy when the retailer is unknown', () => {
    expect(buyOnRetailerLabel({ retailer: null, isPromotion: false })).toBe('Where to Buy');
    expect(buyOnRetailerLabel({ retailer: ' ', isPromotion: true })).toBe('Where to Buy (Special Offer)');
  });

  it('offers to buy for the price, or where to buy without one', () => {
    expect(buyForPriceLabel('$71.99')).toBe('Buy for $71.99');
    expect(buyForPriceLabel(null)).toBe('Where to Buy');
  });

  it('labels the featured offer with its price', () => {
    expect(specialOfferLabel('$16.50/week')).toBe('Special Offer - $16.50/week');
    expect(specialOfferLabel(null)).toBe('Special Offer');
  });
});
