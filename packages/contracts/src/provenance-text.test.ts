import { costBasisText, labelSourceText, offerSeenText, offerText, retailerRatingText, reviewText } from './provenance-text.js';
import { observedOffer } from './testing/index.js';

describe('provenance text', () => {
  it('gives a rating with its review count, retailer and the day it was seen', () => {
    expect(retailerRatingText({ rating: 46, reviewCount: 1280, retailer: 'Chewy', productUrl: null, seenOn: '2026-11-02' })).toBe(
      '4.6 from 1,280 reviews at Chewy, seen Nov 2, 2026',
    );
    expect(retailerRatingText({ rating: 40, reviewCount: 1, retailer: 'Petco', productUrl: null, seenOn: '2026-09-30' })).toBe(
      '4.0 from 1 review at Petco, seen Sep 30, 2026',
    );
  });

  it('gives a price with its package, retailer and day, and says when it is out of date', () => {
    const offer = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99 });
    expect(offerText(offer)).toBe('$71.99 for a 30 lb bag at Chewy on Nov 2, 2026');
    expect(offerText({ ...offer, current: false })).toBe('$71.99 for a 30 lb bag at Chewy on Nov 2, 2026, out of date');
    expect(offerText({ ...offer, priceUsd: 64.79, regularPriceUsd: 71.99 })).toBe('$64.79 (was $71.99) for a 30 lb bag at Chewy on Nov 2, 2026');
  });

  it("never passes the editors' estimate off as a retailer's price", () => {
    const estimate = observedOffer({ package: { label: '12 x 13 oz cans', grams: 4423 }, priceUsd: 38.88, basis: 'estimate', seenOn: '2026-11-20' });
    expect(offerText(estimate)).toBe("$38.88 for 12 x 13 oz cans, estimated Nov 20, 2026, not a retailer's price");
  });

  it('says when a price was seen for a list that names the retailer apart, out of date or estimated', () => {
    const offer = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99 });
    expect(offerSeenText(offer)).toBe('Nov 2, 2026');
    expect(offerSeenText({ ...offer, current: false })).toBe('Nov 2, 2026, out of date');
    expect(offerSeenText({ ...offer, basis: 'estimate', seenOn: '2026-11-24' })).toBe("estimated Nov 24, 2026, not a retailer's price");
  });

  it('says which package a monthly cost is worked out from, its price and how long it lasts the dog', () => {
    const bag4 = observedOffer({ package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99 });
    expect(costBasisText({ offer: bag4, packageLastsDays: 20, outlastsFreshness: false })).toBe(
      'Bought as a 4 lb bag ($17.99 at Chewy on Nov 2, 2026), which lasts about 3 weeks.',
    );
    const cans = observedOffer({ package: { label: '12 x 13 oz cans', grams: 4423 }, priceUsd: 38.88, basis: 'estimate', seenOn: '2026-11-24' });
    expect(costBasisText({ offer: cans, packageLastsDays: 12, outlastsFreshness: false })).toBe(
      "Bought as 12 x 13 oz cans ($38.88, estimated Nov 24, 2026, not a retailer's price), which last about 12 days.",
    );
    const bag30 = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99 });
    expect(costBasisText({ offer: bag30, packageLastsDays: 152, outlastsFreshness: true })).toBe(
      'Bought as a 30 lb bag ($71.99 at Chewy on Nov 2, 2026), which lasts about 5 months. That is longer than the six weeks an open package keeps fresh, and it is the smallest we have a price for.',
    );
  });

  it('names the reviewer, credential and day behind a badge', () => {
    expect(reviewText({ reviewer: 'Dr. Ana Ruiz', credential: 'DVM', reviewedOn: '2026-11-02' })).toBe('Reviewed by Dr. Ana Ruiz, DVM, on Nov 2, 2026');
  });

  it("says where the label figures were read, or that nobody checked them against the label", () => {
    expect(labelSourceText({ source: { url: 'https://www.purina.com/dogs/pro-plan', recordedOn: '2026-11-02' } })).toBe(
      "From the maker's label (www.purina.com, recorded Nov 2, 2026)",
    );
    expect(labelSourceText({ source: null })).toBe("Not yet checked against the maker's label");
  });
});
