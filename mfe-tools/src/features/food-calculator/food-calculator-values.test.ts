import { toCalorieNeedsInput } from './food-calculator-values';

describe('toCalorieNeedsInput', () => {
  it('turns the submitted form into the calculator input', () => {
    expect(
      toCalorieNeedsInput({ weight: 42.5, age: 'senior', activityLevel: 'high', isNeutered: 'no', condition: 'ideal' }),
    ).toEqual({ weight: 42.5, age: 'senior', activityLevel: 'high', isNeutered: false, condition: 'ideal' });
    expect(
      toCalorieNeedsInput({ weight: 10, age: 'puppy', activityLevel: 'low', isNeutered: 'yes', condition: 'underweight' })
        .isNeutered,
    ).toBe(true);
  });

  it('throws for a missing or unknown value, which the page reports as a calculation error', () => {
    const valid = { weight: 30, age: 'adult', activityLevel: 'moderate', isNeutered: 'yes', condition: 'ideal' };
    expect(() => toCalorieNeedsInput({ ...valid, weight: undefined })).toThrow(RangeError);
    expect(() => toCalorieNeedsInput({ ...valid, age: 'teen' })).toThrow(RangeError);
    expect(() => toCalorieNeedsInput({ ...valid, activityLevel: undefined })).toThrow(RangeError);
    expect(() => toCalorieNeedsInput({ ...valid, isNeutered: 'maybe' })).toThrow(RangeError);
    expect(() => toCalorieNeedsInput({ ...valid, condition: '' })).toThrow(RangeError);
  });
});
