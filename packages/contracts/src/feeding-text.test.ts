import { approximateUsd, lastingText, measuredPortionText, packageName, portionText } from './feeding-text.js';

describe('feeding text', () => {
  it('gives a day of a plan measured in eighths of a cup with its grams', () => {
    expect(portionText(1.375, 'cup', 323, 'eighths')).toBe('1 3/8 cups (323 g)');
    expect(portionText(4.5, 'cup', 1058, 'eighths')).toBe('4 1/2 cups (1,058 g)');
  });

  it('gives a daily portion in amounts a person measures, with the grams for a kitchen scale', () => {
    expect(measuredPortionText({ servingsPerDay: 5.92, servingUnit: 'cup', dailyGrams: 1329 })).toBe('5 7/8 cups (1,329 g)');
    expect(measuredPortionText({ servingsPerDay: 1.917, servingUnit: 'cup', dailyGrams: 219 })).toBe('1 7/8 cups (219 g)');
    expect(measuredPortionText({ servingsPerDay: 0.935, servingUnit: 'can', dailyGrams: 346 })).toBe('1 can (346 g)');
    expect(measuredPortionText({ servingsPerDay: 11.98, servingUnit: 'tray', dailyGrams: 2719 })).toBe('12 trays (2,719 g)');
    expect(measuredPortionText({ servingsPerDay: 14.85, servingUnit: 'patty', dailyGrams: 424 })).toBe('15 patties (424 g)');
  });

  it('gives only the grams when no measure comes within a tenth of the portion', () => {
    // 0.42 of a tray: no whole tray is near it.
    expect(measuredPortionText({ servingsPerDay: 0.42, servingUnit: 'tray', dailyGrams: 95 })).toBe('95 g');
    // 1.4 trays: one tray is 29% short, two 43% over.
    expect(measuredPortionText({ servingsPerDay: 1.4, servingUnit: 'tray', dailyGrams: 318 })).toBe('318 g');
  });

  it('rounds a monthly cost to whole dollars, keeping the cents below $10', () => {
    expect(approximateUsd(59.63)).toBe('$60');
    expect(approximateUsd(8.4)).toBe('$8.40');
  });

  it('names a package as a shopper does, leaving a closing note in brackets out', () => {
    const name = (label: string) => packageName({ label, grams: 1000 });
    expect(name('30 lb bag')).toBe('30 lb bag');
    expect(name('1 week of plan packs for a 35 lb adult dog (about 4.8 kg)')).toBe('1 week of plan packs for a 35 lb adult dog');
    expect(name('20 lb box (40 x 8 oz trays)')).toBe('20 lb box');
    expect(name('2.2 lb (1 kg) pouch')).toBe('2.2 lb (1 kg) pouch');
  });

  it('says how long a package lasts in days, weeks or months', () => {
    expect(lastingText(1)).toBe('1 day');
    expect(lastingText(12.9)).toBe('12 days');
    expect(lastingText(33)).toBe('5 weeks');
    expect(lastingText(162)).toBe('5 months');
  });
});
