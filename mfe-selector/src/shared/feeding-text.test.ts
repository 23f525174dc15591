import { approximateUsd, dailyPortionText, formatServings } from './feeding-text';

describe('feeding text', () => {
  it('names the serving unit in the plural except for exactly one', () => {
    expect(formatServings(1, 'cup')).toBe('1 cup');
    expect(formatServings(0.75, 'can')).toBe('0.75 cans');
    expect(formatServings(2, 'pouch')).toBe('2 pouches');
    expect(formatServings(1.5, 'patty')).toBe('1.5 patties');
  });

  it('gives the portion with the grams for a kitchen scale', () => {
    expect(dailyPortionText({ servingsPerDay: 2.87, servingUnit: 'cup', dailyGrams: 1329 })).toBe('2.87 cups (1,329 g)');
  });

  it('rounds a monthly cost to whole dollars, keeping the cents below $10', () => {
    expect(approximateUsd(59.63)).toBe('$60');
    expect(approximateUsd(8.4)).toBe('$8.40');
  });
});
