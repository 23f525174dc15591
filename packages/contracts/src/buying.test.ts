import { buyTargetFor, headlineOffer, referenceDogDailyKcal } from './buying.js';
import { dogInWords, referenceDog } from './dog-profile.js';
import { feedingFacts, observedOffer } from './testing/index.js';

const energy = { kcalPerKg: 3600, kcalPerServing: 360, servingUnit: 'cup' } as const;

describe('the reference dog', () => {
  it('is a 35 lb adult eating 891 kcal a day, and the words say so', () => {
    expect(dogInWords(referenceDog)).toBe('35 lb adult dog');
    expect(referenceDogDailyKcal()).toBe(891);
  });
});

describe('headlineOffer', () => {
  it("leads with the package the reference dog would buy at a current price", () => {
    // 891 kcal = 247.5 g a day: 10,395 g in six weeks, so the 16 lb bag, not the 30 lb one.
    const bag4 = observedOffer({ package: { label: '4 lb bag', grams: 1814 }, priceUsd: 17.99 });
    const bag16 = observedOffer({ package: { label: '16 lb bag', grams: 7257 }, priceUsd: 46.99 });
    const bag30 = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99 });
    expect(headlineOffer(feedingFacts(energy, [bag4, bag30, bag16]))).toBe(bag16);
    expect(headlineOffer(feedingFacts(energy, [{ ...bag16, current: false }]))).toBeNull();
  });
});

describe('buyTargetFor', () => {
  const shopSearch = { retailer: 'Amazon', url: 'https://www.amazon.com/s?k=pro+plan+salmon' };

  it("links to the product's own page when the retailer gave one", () => {
    const offer = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99, productUrl: 'https://www.chewy.com/dp/52345' });
    expect(buyTargetFor({ shopSearch }, offer)).toEqual({ url: 'https://www.chewy.com/dp/52345', retailer: 'Chewy', isSearch: false, affiliateUrl: null });
  });

  it('otherwise links to a search, and says it is one', () => {
    const offer = observedOffer({ package: { label: '30 lb bag', grams: 13_608 }, priceUsd: 71.99 });
    expect(buyTargetFor({ shopSearch }, offer)).toEqual({ url: shopSearch.url, retailer: 'Amazon', isSearch: true, affiliateUrl: null });
    expect(buyTargetFor({ shopSearch }, null)).toMatchObject({ isSearch: true });
    expect(buyTargetFor({ shopSearch: null }, null)).toBeNull();
  });
});
