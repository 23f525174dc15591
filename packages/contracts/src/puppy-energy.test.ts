import { puppyGrowthCalories } from './puppy-energy.js';
import { adultDailyCalories } from './feeding-plan.js';

describe('puppyGrowthCalories (NRC 2006)', () => {
  it('works the formula out from the weight now and the expected adult weight', () => {
    // 20 lb = 9.072 kg, ^0.75 = 5.2282; p = 0.25: e^-0.2175 - 0.1 = 0.70453; 130 x 5.2282 x 3.2 x 0.70453 = 1532.
    expect(puppyGrowthCalories(20, 80)).toBe(1532);
  });

  it("falls from nearly three times a grown dog's need at the same weight to little more than it near adult size", () => {
    // A puppy expected at 60 lb, at a sixth of that and at nine tenths, against the site's adult formula.
    const early = puppyGrowthCalories(10, 60) / adultDailyCalories({ weightLbs: 10, age: 'adult' });
    const late = puppyGrowthCalories(54, 60) / adultDailyCalories({ weightLbs: 54, age: 'adult' });
    expect(early).toBeGreaterThan(2.8);
    expect(late).toBeLessThan(1.4);
  });

  it('refuses weights that cannot be a growing puppy', () => {
    expect(() => puppyGrowthCalories(0, 60)).toThrow(RangeError);
    expect(() => puppyGrowthCalories(30, Number.NaN)).toThrow(RangeError);
    expect(() => puppyGrowthCalories(70, 60)).toThrow(RangeError);
  });
});
