/** Fixtures for tests of code that reads food facts (prices seen at retailers, label energy). */
import type { FeedingFacts, FoodEnergy } from '../feeding.js';
import type { RetailOffer } from '../food-facts.js';

/** A current price seen at a retailer, for tests: override what the test is about. */
export function observedOffer(overrides: Partial<RetailOffer> & Pick<RetailOffer, 'package' | 'priceUsd'>): RetailOffer {
  return {
    retailer: 'Chewy',
    retailerProductId: null,
    productUrl: null,
    affiliateUrl: null,
    regularPriceUsd: null,
    saleEndsOn: null,
    availability: null,
    basis: 'observed',
    seenOn: '2026-11-02',
    currentUntil: '2026-12-02',
    current: true,
    ...overrides,
  };
}

/** A food's feeding facts: its label's energy and its offers. */
export function feedingFacts(energy: FoodEnergy, offers: RetailOffer[], estimated: FeedingFacts['label']['estimated'] = []): FeedingFacts {
  return { label: { energy, estimated }, offers };
}
