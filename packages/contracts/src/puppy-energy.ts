import { KG_PER_LB } from './calorie-needs.js';

/**
 * A growing puppy's daily energy, from the National Research Council's Nutrient Requirements of Dogs
 * and Cats (2006), table 15-4:
 *
 *   ME (kcal/day) = 130 x BW^0.75 x 3.2 x (e^(-0.87 p) - 0.1)
 *
 * BW is the puppy's weight now in kg and p its share of its expected adult weight. The need falls
 * from about three times an adult's in early growth to about 1.2 times near adult size, so it needs
 * both weights: a guessed weight would give a guessed portion. Like every formula it is a starting
 * point; a vet checks a growing puppy's body condition.
 */
export const PUPPY_GROWTH_FORMULA_SOURCE =
  'National Research Council (2006), Nutrient Requirements of Dogs and Cats, energy requirements of growing puppies';

/** The puppy's weight now as a share of its expected adult weight (p in the formula), 0-1. */
export function shareOfAdultWeight(weightLbs: number, adultWeightLbs: number): number {
  return weightLbs / adultWeightLbs;
}

/** Whole kcal a day for a puppy of `weightLbs` that is expected to weigh `adultWeightLbs` grown. */
export function puppyGrowthCalories(weightLbs: number, adultWeightLbs: number): number {
  if (!(Number.isFinite(weightLbs) && weightLbs > 0 && Number.isFinite(adultWeightLbs) && adultWeightLbs > 0)) {
    throw new RangeError(`A puppy's weights must be positive numbers of pounds, got ${weightLbs} and ${adultWeightLbs}`);
  }
  if (weightLbs > adultWeightLbs) {
    throw new RangeError(`A puppy cannot weigh more now (${weightLbs} lb) than grown (${adultWeightLbs} lb)`);
  }
  const p = shareOfAdultWeight(weightLbs, adultWeightLbs);
  const kg = weightLbs * KG_PER_LB;
  return Math.round(130 * kg ** 0.75 * 3.2 * (Math.exp(-0.87 * p) - 0.1));
}
