import {
  foodCalculatorErrors,
  foodCalculatorValuesFrom,
  sentFoodCalculatorValues,
  toCalorieNeedsInput,
} from './food-calculator-values';

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

describe('the answers the form sends (GET /tools?weight=…)', () => {
  const query = (pairs: string) => new URLSearchParams(pairs);

  it('reads them as the form holds them: a number for the weight, no answer for an empty choice', () => {
    expect(
      sentFoodCalculatorValues(query('weight=42.5&age=senior&activityLevel=high&isNeutered=no&condition=ideal&foodId=')),
    ).toEqual({ weight: 42.5, age: 'senior', activityLevel: 'high', isNeutered: 'no', condition: 'ideal', foodId: undefined });
    expect(sentFoodCalculatorValues(query('weight=&age=&activityLevel=moderate&foodId=3'))).toEqual({
      weight: undefined,
      age: undefined,
      activityLevel: 'moderate',
      foodId: '3',
    });
  });

  it('finds none in an address the form was not sent to', () => {
    expect(sentFoodCalculatorValues(query(''))).toBeNull();
    expect(sentFoodCalculatorValues(query('tab=food-calculator&cupsPerDay=2'))).toBeNull();
  });

  it('keeps the fallback for a field the pairs lack (an unticked radio group sends nothing)', () => {
    expect(foodCalculatorValuesFrom(query('weight=30'), { isNeutered: 'yes', weight: 12 })).toEqual({ weight: 30, isNeutered: 'yes' });
  });

  it('judges them with the spec messages the form shows', () => {
    expect(foodCalculatorErrors({ weight: 0.5, activityLevel: 'low', condition: 'ideal' })).toEqual({
      weight: 'Weight must be at least 1 lb',
      age: 'Age is required',
      isNeutered: 'Please specify if your dog is neutered/spayed',
    });
    expect(foodCalculatorErrors({ weight: 1, age: 'puppy', activityLevel: 'low', isNeutered: 'no', condition: 'ideal' })).toEqual({});
  });
});
