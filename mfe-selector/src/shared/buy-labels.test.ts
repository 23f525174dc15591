import { searchLabel } from '@gentlebowl/contracts';
import { buyOnRetailerLabel, limitedTimeOfferLine, specialOfferLabel } from './buy-labels';

const bag = { priceUsd: 71.99, package: { label: '30 lb bag', grams: 13_608 } };

describe('buy labels', () => {
  it('names the retailer on the card button and marks a sale', () => {
    expect(buyOnRetailerLabel('Chewy', false)).toBe('Buy on Chewy');
    expect(buyOnRetailerLabel('Chewy', true)).toBe('Buy on Chewy (Special Offer)');
  });

  it('says a link to a search is a search', () => {
    expect(searchLabel('Amazon')).toBe('Search for it at Amazon');
  });

  it('labels the featured offer with its price and what it buys', () => {
    expect(specialOfferLabel(bag)).toBe('Special Offer - $71.99 per 30 lb bag');
  });
});

describe('limitedTimeOfferLine', () => {
  const today = '2026-11-25';

  it('gives a sale with an end date its date, up to and including that day', () => {
    expect(limitedTimeOfferLine({ regularPriceUsd: 79.99, saleEndsOn: '2027-01-31' }, today)).toBe('Limited time offer - ends January 31, 2027');
    expect(limitedTimeOfferLine({ regularPriceUsd: 79.99, saleEndsOn: today }, today)).toBe('Limited time offer - ends November 25, 2026');
  });

  it('claims no urgency for a sale without an end date, one that has ended, or no sale', () => {
    expect(limitedTimeOfferLine({ regularPriceUsd: 79.99, saleEndsOn: null }, today)).toBeNull();
    expect(limitedTimeOfferLine({ regularPriceUsd: 79.99, saleEndsOn: '2026-11-24' }, today)).toBeNull();
    expect(limitedTimeOfferLine({ regularPriceUsd: null, saleEndsOn: null }, today)).toBeNull();
    expect(limitedTimeOfferLine(null, today)).toBeNull();
  });
});
