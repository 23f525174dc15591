import { approximateUsd, dailyPortionText, packagePriceText, perPackageText, portionText } from './feeding-text.js';

describe('feeding text', () => {
  it('gives the portion with the grams for a kitchen scale, in measuring-cup fractions where they fit', () => {
    expect(dailyPortionText({ servingsPerDay: 2.87, servingUnit: 'cup', dailyGrams: 1329 })).toBe('2.87 cups (1,329 g)');
    expect(dailyPortionText({ servingsPerDay: 0.75, servingUnit: 'can', dailyGrams: 276 })).toBe('3/4 can (276 g)');
  });

  it('gives a day of a plan measured in eighths of a cup with its grams', () => {
    expect(portionText(1.375, 'cup', 323, 'eighths')).toBe('1 3/8 cups (323 g)');
    expect(portionText(4.5, 'cup', 1058, 'eighths')).toBe('4 1/2 cups (1,058 g)');
  });

  it('rounds a monthly cost to whole dollars, keeping the cents below $10', () => {
    expect(approximateUsd(59.63)).toBe('$60');
    expect(approximateUsd(8.4)).toBe('$8.40');
  });

  it('says what one price buys, leaving a closing note in brackets to the full package text', () => {
    const per = (label: string) => perPackageText({ package: { label, grams: 1000, priceUsd: 10 } });
    expect(per('30 lb bag')).toBe('per 30 lb bag');
    expect(per('1 week of plan packs for a 35 lb adult dog (about 4.8 kg)')).toBe('per 1 week of plan packs for a 35 lb adult dog');
    expect(per('20 lb box (40 x 8 oz trays)')).toBe('per 20 lb box');
    expect(per('2.2 lb (1 kg) pouch')).toBe('per 2.2 lb (1 kg) pouch');
  });

  it('states the package price the owner pays, after a listed discount, with the price before it', () => {
    const figures = { package: { label: '24 lb bag', grams: 10_886, priceUsd: 79.99 } };
    expect(packagePriceText(figures)).toBe('$79.99 (24 lb bag)');
    expect(packagePriceText(figures, 0)).toBe('$79.99 (24 lb bag)');
    expect(packagePriceText(figures, 10)).toBe('$71.99 (24 lb bag) after the listed 10% off $79.99');
  });
});
