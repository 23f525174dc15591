import { approximateUsd, dailyPortionText } from './feeding-text.js';

describe('feeding text', () => {
  it('gives the portion with the grams for a kitchen scale, in measuring-cup fractions where they fit', () => {
    expect(dailyPortionText({ servingsPerDay: 2.87, servingUnit: 'cup', dailyGrams: 1329 })).toBe('2.87 cups (1,329 g)');
    expect(dailyPortionText({ servingsPerDay: 0.75, servingUnit: 'can', dailyGrams: 276 })).toBe('3/4 can (276 g)');
  });

  it('rounds a monthly cost to whole dollars, keeping the cents below $10', () => {
    expect(approximateUsd(59.63)).toBe('$60');
    expect(approximateUsd(8.4)).toBe('$8.40');
  });
});
