import {
  formatMeasuredServings,
  measuredServings, formatCupAmount, formatCups, formatServings, roundHalfUp } from './serving-amounts.js';

describe('formatCupAmount', () => {
  it.each([
    [0.25, '1/4'],
    [0.5, '1/2'],
    [0.75, '3/4'],
    [1 / 3, '1/3'],
    [2 / 3, '2/3'],
  ])('writes %p as the measuring cup %s', (amount, text) => {
    expect(formatCupAmount(amount)).toBe(text);
  });

  it('accepts amounts within 0.005 cup of a fraction', () => {
    expect(formatCupAmount(0.33)).toBe('1/3');
    expect(formatCupAmount(0.3284)).toBe('1/3');
    expect(formatCupAmount(0.3382)).toBe('1/3');
    expect(formatCupAmount(0.67)).toBe('2/3');
    expect(formatCupAmount(0.6625)).toBe('2/3');
    expect(formatCupAmount(0.252)).toBe('1/4');
    expect(formatCupAmount(0.7549)).toBe('3/4');
  });

  it('writes amounts further than 0.005 cup from every fraction as a rounded number', () => {
    expect(formatCupAmount(0.325)).toBe('0.33');
    expect(formatCupAmount(0.34)).toBe('0.34');
    expect(formatCupAmount(0.6)).toBe('0.6');
    expect(formatCupAmount(0.26)).toBe('0.26');
    expect(formatCupAmount(0.125)).toBe('0.13');
    expect(formatCupAmount(0.375)).toBe('0.38');
    expect(formatCupAmount(0.1)).toBe('0.1');
  });

  it('writes whole and mixed amounts as numbers without trailing zeros, never as mixed fractions', () => {
    expect(formatCupAmount(0)).toBe('0');
    expect(formatCupAmount(1)).toBe('1');
    expect(formatCupAmount(2)).toBe('2');
    expect(formatCupAmount(1.5)).toBe('1.5');
    expect(formatCupAmount(1.25)).toBe('1.25');
    expect(formatCupAmount(1.125)).toBe('1.13');
    expect(formatCupAmount(4 / 3)).toBe('1.33');
    expect(formatCupAmount(2.999)).toBe('3');
  });

  it.each([-0.25, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p', (amount) => {
    expect(() => formatCupAmount(amount)).toThrow(RangeError);
  });
});

describe('formatCupAmount in eighths', () => {
  it.each([
    [0, '0'],
    [0.125, '1/8'],
    [0.25, '1/4'],
    [0.375, '3/8'],
    [0.5, '1/2'],
    [0.625, '5/8'],
    [0.75, '3/4'],
    [0.875, '7/8'],
    [1, '1'],
    [1.375, '1 3/8'],
    [2.5, '2 1/2'],
    [3, '3'],
  ])('writes %p cups as %s', (amount, text) => {
    expect(formatCupAmount(amount, 'eighths')).toBe(text);
  });

  it('takes other amounts to the nearest eighth, halves up, and never prints thirds or decimals', () => {
    expect(formatCupAmount(1 / 3, 'eighths')).toBe('3/8');
    expect(formatCupAmount(0.06, 'eighths')).toBe('0');
    expect(formatCupAmount(0.0625, 'eighths')).toBe('1/8');
    expect(formatCupAmount(1.3, 'eighths')).toBe('1 1/4');
    expect(formatCupAmount(1.96, 'eighths')).toBe('2');
  });

  it('rejects what the spec notation rejects', () => {
    expect(() => formatCupAmount(-0.125, 'eighths')).toThrow(RangeError);
    expect(() => formatCupAmount(Number.NaN, 'eighths')).toThrow(RangeError);
  });
});

describe('formatCups', () => {
  it('uses "cup" for fractions and exactly one cup, "cups" otherwise', () => {
    expect(formatCups(0.5)).toBe('1/2 cup');
    expect(formatCups(1)).toBe('1 cup');
    expect(formatCups(1.5)).toBe('1.5 cups');
    expect(formatCups(0)).toBe('0 cups');
    expect(formatCups(0.125)).toBe('0.13 cups');
  });

  it('keeps a lone eighth singular and a whole number with eighths plural', () => {
    expect(formatCups(0.375, 'eighths')).toBe('3/8 cup');
    expect(formatCups(1, 'eighths')).toBe('1 cup');
    expect(formatCups(1.375, 'eighths')).toBe('1 3/8 cups');
    expect(formatCups(0, 'eighths')).toBe('0 cups');
  });
});

describe('formatServings', () => {
  it('writes cans, trays and pouches as it writes cups', () => {
    expect(formatServings(0.75, 'can')).toBe('3/4 can');
    expect(formatServings(1, 'tray')).toBe('1 tray');
    expect(formatServings(2.5, 'pouch')).toBe('2.5 pouches');
    expect(formatServings(2, 'patty')).toBe('2 patties');
  });
});

describe('measuredServings', () => {
  it('takes a portion to the step an owner measures in: eighths of a cup, quarter cans and pouches, half patties, whole trays', () => {
    expect(measuredServings(5.92, 'cup')).toBe(5.875);
    expect(measuredServings(0.935, 'can')).toBe(1);
    expect(measuredServings(1.3, 'pouch')).toBe(1.25);
    expect(measuredServings(2.7, 'patty')).toBe(2.5);
    expect(measuredServings(11.98, 'tray')).toBe(12);
  });

  it('gives no measure when the nearest step is nothing or more than a tenth off', () => {
    expect(measuredServings(0.05, 'cup')).toBeNull();
    expect(measuredServings(0.42, 'tray')).toBeNull();
    expect(measuredServings(1.4, 'tray')).toBeNull();
    expect(measuredServings(0, 'cup')).toBeNull();
    expect(measuredServings(Number.NaN, 'cup')).toBeNull();
  });

  it('writes a measured amount in whole units and eighths', () => {
    expect(formatMeasuredServings(5.875, 'cup')).toBe('5 7/8 cups');
    expect(formatMeasuredServings(0.75, 'can')).toBe('3/4 can');
    expect(formatMeasuredServings(2.5, 'patty')).toBe('2 1/2 patties');
  });
});

describe('roundHalfUp', () => {
  it('rounds halves up on the decimal value, even where binary floating point sits below the half', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(0.145, 2)).toBe(0.15);
    expect(roundHalfUp(10.075, 2)).toBe(10.08);
    expect(roundHalfUp(0.124, 2)).toBe(0.12);
  });
});
