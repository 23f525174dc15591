import { priceDisplay } from './price-display';

describe('priceDisplay', () => {
  it('shows the listed price alone when there is no discount', () => {
    expect(priceDisplay('$64.99', 0)).toEqual({ current: '$64.99', original: null, savePercent: null });
  });

  it('strikes the listed price and shows the discounted one with the saving when discounted', () => {
    expect(priceDisplay('$79.99', 10)).toEqual({ current: '$71.99', original: '$79.99', savePercent: 10 });
    expect(priceDisplay('$67.98', 15)).toEqual({ current: '$57.78', original: '$67.98', savePercent: 15 });
  });

  it('keeps the text around the amount, such as a per-week price', () => {
    expect(priceDisplay('$33.00/week', 50)).toEqual({ current: '$16.50/week', original: '$33.00/week', savePercent: 50 });
  });

  it('keeps whole prices whole when the discount allows and shows cents when it does not', () => {
    expect(priceDisplay('$40', 25)?.current).toBe('$30');
    expect(priceDisplay('$45', 10)?.current).toBe('$40.50');
  });

  it('reads thousands separators', () => {
    expect(priceDisplay('$1,299.00', 10)?.current).toBe('$1,169.10');
  });

  it('rounds the discounted price to the cent', () => {
    // 8.49 x 0.9 = 7.641
    expect(priceDisplay('$8.49', 10)?.current).toBe('$7.64');
  });

  it.each([0, -5, 100, 120, Number.NaN])('treats a discount of %d as no discount', (discount) => {
    expect(priceDisplay('$50.00', discount)).toEqual({ current: '$50.00', original: null, savePercent: null });
  });

  it('shows a price it cannot read as given, without inventing a discount', () => {
    expect(priceDisplay('Call for price', 20)).toEqual({ current: 'Call for price', original: null, savePercent: null });
  });

  it('returns null when there is no price', () => {
    expect(priceDisplay(null, 10)).toBeNull();
    expect(priceDisplay('  ', 10)).toBeNull();
  });
});
