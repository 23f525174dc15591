import { dogWeightLimits, isDogWeight } from './dog-profile';

describe('isDogWeight', () => {
  it('accepts the weights the API accepts, limits included, and nothing else', () => {
    expect([dogWeightLimits.min, 12.5, 60, dogWeightLimits.max].map(isDogWeight)).toEqual([true, true, true, true]);
    expect([0, 0.5, 250.5, 1000, Number.NaN, '60', undefined, null].map(isDogWeight)).toEqual(
      Array(8).fill(false),
    );
  });
});
