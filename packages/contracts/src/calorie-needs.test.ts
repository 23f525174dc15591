import {
  type ActivityLevel,
  activityMultiplier,
  type BodyCondition,
  calculateCalorieNeeds,
  energyMultiplier,
  type LifeStage,
  restingEnergyRequirement,
} from './calorie-needs.js';

type MultiplierCase = [LifeStage, ActivityLevel, 'neutered' | 'intact', BodyCondition, number];

// Every combination, worked out by hand from spec section 9: activity factor, replaced by the life
// stage for puppies (3) and seniors (1.4), +0.2 for an intact adult, then +0.2 / -0.2 for condition.
const multiplierCases: MultiplierCase[] = [
  ['adult', 'low', 'neutered', 'underweight', 1.6],
  ['adult', 'low', 'neutered', 'ideal', 1.4],
  ['adult', 'low', 'neutered', 'overweight', 1.2],
  ['adult', 'moderate', 'neutered', 'underweight', 1.8],
  ['adult', 'moderate', 'neutered', 'ideal', 1.6],
  ['adult', 'moderate', 'neutered', 'overweight', 1.4],
  ['adult', 'high', 'neutered', 'underweight', 2.2],
  ['adult', 'high', 'neutered', 'ideal', 2],
  ['adult', 'high', 'neutered', 'overweight', 1.8],
  ['adult', 'very-high', 'neutered', 'underweight', 3.2],
  ['adult', 'very-high', 'neutered', 'ideal', 3],
  ['adult', 'very-high', 'neutered', 'overweight', 2.8],
  ['adult', 'low', 'intact', 'underweight', 1.8],
  ['adult', 'low', 'intact', 'ideal', 1.6],
  ['adult', 'low', 'intact', 'overweight', 1.4],
  ['adult', 'moderate', 'intact', 'underweight', 2],
  ['adult', 'moderate', 'intact', 'ideal', 1.8],
  ['adult', 'moderate', 'intact', 'overweight', 1.6],
  ['adult', 'high', 'intact', 'underweight', 2.4],
  ['adult', 'high', 'intact', 'ideal', 2.2],
  ['adult', 'high', 'intact', 'overweight', 2],
  ['adult', 'very-high', 'intact', 'underweight', 3.4],
  ['adult', 'very-high', 'intact', 'ideal', 3.2],
  ['adult', 'very-high', 'intact', 'overweight', 3],
  ['puppy', 'low', 'neutered', 'underweight', 3.2],
  ['puppy', 'low', 'neutered', 'ideal', 3],
  ['puppy', 'low', 'neutered', 'overweight', 2.8],
  ['puppy', 'moderate', 'neutered', 'underweight', 3.2],
  ['puppy', 'moderate', 'neutered', 'ideal', 3],
  ['puppy', 'moderate', 'neutered', 'overweight', 2.8],
  ['puppy', 'high', 'neutered', 'underweight', 3.2],
  ['puppy', 'high', 'neutered', 'ideal', 3],
  ['puppy', 'high', 'neutered', 'overweight', 2.8],
  ['puppy', 'very-high', 'neutered', 'underweight', 3.2],
  ['puppy', 'very-high', 'neutered', 'ideal', 3],
  ['puppy', 'very-high', 'neutered', 'overweight', 2.8],
  ['puppy', 'low', 'intact', 'underweight', 3.2],
  ['puppy', 'low', 'intact', 'ideal', 3],
  ['puppy', 'low', 'intact', 'overweight', 2.8],
  ['puppy', 'moderate', 'intact', 'underweight', 3.2],
  ['puppy', 'moderate', 'intact', 'ideal', 3],
  ['puppy', 'moderate', 'intact', 'overweight', 2.8],
  ['puppy', 'high', 'intact', 'underweight', 3.2],
  ['puppy', 'high', 'intact', 'ideal', 3],
  ['puppy', 'high', 'intact', 'overweight', 2.8],
  ['puppy', 'very-high', 'intact', 'underweight', 3.2],
  ['puppy', 'very-high', 'intact', 'ideal', 3],
  ['puppy', 'very-high', 'intact', 'overweight', 2.8],
  ['senior', 'low', 'neutered', 'underweight', 1.6],
  ['senior', 'low', 'neutered', 'ideal', 1.4],
  ['senior', 'low', 'neutered', 'overweight', 1.2],
  ['senior', 'moderate', 'neutered', 'underweight', 1.6],
  ['senior', 'moderate', 'neutered', 'ideal', 1.4],
  ['senior', 'moderate', 'neutered', 'overweight', 1.2],
  ['senior', 'high', 'neutered', 'underweight', 1.6],
  ['senior', 'high', 'neutered', 'ideal', 1.4],
  ['senior', 'high', 'neutered', 'overweight', 1.2],
  ['senior', 'very-high', 'neutered', 'underweight', 1.6],
  ['senior', 'very-high', 'neutered', 'ideal', 1.4],
  ['senior', 'very-high', 'neutered', 'overweight', 1.2],
  ['senior', 'low', 'intact', 'underweight', 1.6],
  ['senior', 'low', 'intact', 'ideal', 1.4],
  ['senior', 'low', 'intact', 'overweight', 1.2],
  ['senior', 'moderate', 'intact', 'underweight', 1.6],
  ['senior', 'moderate', 'intact', 'ideal', 1.4],
  ['senior', 'moderate', 'intact', 'overweight', 1.2],
  ['senior', 'high', 'intact', 'underweight', 1.6],
  ['senior', 'high', 'intact', 'ideal', 1.4],
  ['senior', 'high', 'intact', 'overweight', 1.2],
  ['senior', 'very-high', 'intact', 'underweight', 1.6],
  ['senior', 'very-high', 'intact', 'ideal', 1.4],
  ['senior', 'very-high', 'intact', 'overweight', 1.2],
];

describe('energyMultiplier', () => {
  it('covers every life stage, activity, neutered and condition combination', () => {
    expect(multiplierCases).toHaveLength(3 * 4 * 2 * 3);
  });

  it.each(multiplierCases)('%s, %s activity, %s, %s -> %p', (age, activityLevel, neutered, condition, expected) => {
    expect(energyMultiplier({ age, activityLevel, isNeutered: neutered === 'neutered', condition })).toBe(expected);
  });
});

describe('activityMultiplier', () => {
  it.each([
    ['low', 1.4],
    ['moderate', 1.6],
    ['high', 2],
    ['very-high', 3],
  ])('%s -> %p', (level, expected) => {
    expect(activityMultiplier(level)).toBe(expected);
  });

  it('falls back to the default 1.6 for a level it does not know', () => {
    expect(activityMultiplier('couch-potato')).toBe(1.6);
    expect(activityMultiplier('toString')).toBe(1.6);
  });
});

describe('restingEnergyRequirement', () => {
  // The domain notes' worked values: 10 kg -> 394, 20 kg -> 662, 30 kg -> 897 kcal/day.
  it.each([
    [22.0462, 394],
    [44.0925, 662],
    [66.1387, 897],
  ])('%p lbs -> about %p kcal', (lbs, kcal) => {
    expect(Math.round(restingEnergyRequirement(lbs))).toBe(kcal);
  });
});

describe('calculateCalorieNeeds', () => {
  const adult = { age: 'adult', activityLevel: 'moderate', isNeutered: true, condition: 'ideal' } as const;

  it('a 50 lb neutered, moderately active adult at ideal weight', () => {
    // kg 22.6796, RER 727.49, DER 1163.98, cups 3.33
    expect(calculateCalorieNeeds({ ...adult, weight: 50 })).toEqual({
      rer: 727,
      der: 1164,
      cupsPerDay: 3.3,
      caloriesPerDay: 1164,
      multiplier: 1.6,
    });
  });

  it('a 50 lb intact, low-activity, overweight adult (1.4 + 0.2 - 0.2)', () => {
    // DER 727.49 x 1.4 = 1018.48, cups 2.91
    expect(
      calculateCalorieNeeds({ ...adult, weight: 50, activityLevel: 'low', isNeutered: false, condition: 'overweight' }),
    ).toEqual({ rer: 727, der: 1018, cupsPerDay: 2.9, caloriesPerDay: 1018, multiplier: 1.4 });
  });

  it('a 50 lb intact, highly active, underweight adult (2 + 0.2 + 0.2)', () => {
    // DER 727.49 x 2.4 = 1745.97, cups 4.99 -> 5.0
    expect(
      calculateCalorieNeeds({ ...adult, weight: 50, activityLevel: 'high', isNeutered: false, condition: 'underweight' }),
    ).toEqual({ rer: 727, der: 1746, cupsPerDay: 5, caloriesPerDay: 1746, multiplier: 2.4 });
  });

  it('a 50 lb neutered working adult', () => {
    // DER 727.49 x 3 = 2182.46, cups 6.24
    expect(calculateCalorieNeeds({ ...adult, weight: 50, activityLevel: 'very-high' })).toEqual({
      rer: 727,
      der: 2182,
      cupsPerDay: 6.2,
      caloriesPerDay: 2182,
      multiplier: 3,
    });
  });

  it('a 10 kg puppy: DER comes from the unrounded RER (393.64 x 3 = 1180.9, not 394 x 3 = 1182)', () => {
    expect(calculateCalorieNeeds({ ...adult, weight: 22.0462, age: 'puppy', activityLevel: 'low' })).toEqual({
      rer: 394,
      der: 1181,
      cupsPerDay: 3.4,
      caloriesPerDay: 1181,
      multiplier: 3,
    });
  });

  it('a 10 lb overweight senior', () => {
    // kg 4.53592, RER 217.57, DER x 1.2 = 261.08, cups 0.75 -> 0.7
    expect(
      calculateCalorieNeeds({ ...adult, weight: 10, age: 'senior', activityLevel: 'high', condition: 'overweight' }),
    ).toEqual({ rer: 218, der: 261, cupsPerDay: 0.7, caloriesPerDay: 261, multiplier: 1.2 });
  });

  it('a 100 lb intact, underweight senior gets no intact-adult adjustment', () => {
    // kg 45.3592, RER 1223.48, DER x 1.6 = 1957.57, cups 5.59
    expect(
      calculateCalorieNeeds({ ...adult, weight: 100, age: 'senior', isNeutered: false, condition: 'underweight' }),
    ).toEqual({ rer: 1223, der: 1958, cupsPerDay: 5.6, caloriesPerDay: 1958, multiplier: 1.6 });
  });

  it('a 150 lb underweight puppy', () => {
    // kg 68.0388, RER 1658.31, DER x 3.2 = 5306.59, cups 15.16
    expect(calculateCalorieNeeds({ ...adult, weight: 150, age: 'puppy', condition: 'underweight' })).toEqual({
      rer: 1658,
      der: 5307,
      cupsPerDay: 15.2,
      caloriesPerDay: 5307,
      multiplier: 3.2,
    });
  });

  it('the smallest weight the form accepts, 1 lb', () => {
    // kg 0.453592, RER 38.69, DER 61.90, cups 0.18
    expect(calculateCalorieNeeds({ ...adult, weight: 1 })).toEqual({
      rer: 39,
      der: 62,
      cupsPerDay: 0.2,
      caloriesPerDay: 62,
      multiplier: 1.6,
    });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('rejects a weight of %p', (weight) => {
    expect(() => calculateCalorieNeeds({ ...adult, weight })).toThrow(RangeError);
  });

  it('rejects a life stage or body condition it does not know', () => {
    expect(() => calculateCalorieNeeds({ ...adult, weight: 30, age: 'teenager' as LifeStage })).toThrow(RangeError);
    expect(() => calculateCalorieNeeds({ ...adult, weight: 30, condition: 'chonky' as BodyCondition })).toThrow(
      RangeError,
    );
  });
});
