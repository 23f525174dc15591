import { buyForPriceLabel, buyOnRetailerLabel, limitedTimeOfferLine, specialOfferLabel } from './buy-labels';

describe('buy labels', () => {
  it('names the retailer on the card button and marks promotions', () => {
    expect(buyOnRetailerLabel({ retailer: 'Chewy', isPromotion: false })).toBe('Buy on Chewy');
    expect(buyOnRetailerLabel({ retailer: 'Chewy', isPromotion: true })).toBe('Buy on Chewy (Special Offer)');
  });

  it('says where to buy when the retailer is unknown', () => {
    expect(buyOnRetailerLabel({ retailer: null, isPromotion: false })).toBe('Where to Buy');
    expect(buyOnRetailerLabel({ retailer: ' ', isPromotion: true })).toBe('Where to Buy (Special Offer)');
  });

  it('offers to buy for the price and what it buys, or where to buy without one', () => {
    expect(buyForPriceLabel('$71.99', 'per 30 lb bag')).toBe('Buy for $71.99 per 30 lb bag');
    expect(buyForPriceLabel(null, 'per 30 lb bag')).toBe('Where to Buy');
  });

  it('labels the featured offer with its price and what it buys', () => {
    expect(specialOfferLabel('$16.50', 'per 1 week of plan packs for a 35 lb adult dog')).toBe(
      'Special Offer - $16.50 per 1 week of plan packs for a 35 lb adult dog',
    );
    expect(specialOfferLabel(null, 'per 30 lb bag')).toBe('Special Offer');
  });
});

describe('limitedTimeOfferLine', () => {
  const today = '2026-11-25';

  it('gives a promotion with an end date its date, up to and including that day', () => {
    expect(limitedTimeOfferLine({ isPromotion: true, promotionEndsOn: '2027-01-31' }, today)).toBe(
      'Limited time offer - ends January 31, 2027',
    );
    expect(limitedTimeOfferLine({ isPromotion: true, promotionEndsOn: today }, today)).toBe(
      'Limited time offer - ends November 25, 2026',
    );
  });

  it('claims no urgency for a promotion without an end date, one that has ended, or no promotion', () => {
    expect(limitedTimeOfferLine({ isPromotion: true, promotionEndsOn: null }, today)).toBeNull();
    expect(limitedTimeOfferLine({ isPromotion: true, promotionEndsOn: '2026-11-24' }, today)).toBeNull();
    expect(limitedTimeOfferLine({ isPromotion: false, promotionEndsOn: null }, today)).toBeNull();
  });
});
