import { roundTo } from './rounding.js';

/**
 * The daily calorie formula of spec section 9, exactly as the spec states it:
 *
 *   kg  = lbs x 0.453592
 *   RER = 70 x kg^0.75                      (resting energy requirement, kcal/day)
 *   DER = RER x multiplier                  (daily energy requirement, kcal/day)
 *   cupsPerDay = DER / 350, one decimal     (the site assumes 350 kcal per cup)
 *
 * The multiplier is built in this order, and the order matters:
 *   1. activity level: low 1.4, moderate 1.6, high 2, very-high 3 (1.6 when the level is unknown);
 *   2. life stage REPLACES the activity factor: puppy 3, senior 1.4 (adults keep the activity factor);
 *   3. an unneutered dog adds 0.2 only when it is an adult (puppies and seniors are unaffected);
 *   4. body condition applies to every life stage: underweight +0.2, overweight -0.2.
 *
 * Rounding: RER and DER are shown as whole numbers, but DER is computed from the UNROUNDED RER and
 * only then rounded, and cups per day come from the unrounded DER. Rounding once at the end keeps the
 * result independent of display rounding (a 22 lb puppy: RER 393.6 -> DER 1181, whereas 394 x 3 would
 * say 1182).
 */

export const LIFE_STAGES = ['puppy', 'adult', 'senior'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

export const ACTIVITY_LEVELS = ['low', 'moderate', 'high', 'very-high'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const BODY_CONDITIONS = ['underweight', 'ideal', 'overweight'] as const;
export type BodyCondition = (typeof BODY_CONDITIONS)[number];

export const KG_PER_LB = 0.453592;
export const KCAL_PER_CUP = 350;
export const DEFAULT_ACTIVITY_MULTIPLIER = 1.6;

const ACTIVITY_MULTIPLIERS: Readonly<Record<ActivityLevel, number>> = {
  low: 1.4,
  moderate: 1.6,
  high: 2,
  'very-high': 3,
};

const LIFE_STAGE_MULTIPLIERS: Readonly<Partial<Record<LifeStage, number>>> = {
  puppy: 3,
  senior: 1.4,
};

const UNNEUTERED_ADULT_ADJUSTMENT = 0.2;

const CONDITION_ADJUSTMENTS: Readonly<Record<BodyCondition, number>> = {
  underweight: 0.2,
  ideal: 0,
  overweight: -0.2,
};

export interface CalorieNeedsInput {
  /** Body weight in pounds. */
  weight: number;
  /** Life stage (the spec calls this field "age"). */
  age: LifeStage;
  activityLevel: ActivityLevel;
  isNeutered: boolean;
  condition: BodyCondition;
}

export interface CalorieNeeds {
  /** Resting energy requirement, kcal/day, whole number. */
  rer: number;
  /** Daily energy requirement, kcal/day, whole number. */
  der: number;
  /** Cups of a 350 kcal/cup food per day, one decimal. */
  cupsPerDay: number;
  /** The same as der: what the owner should aim to feed per day. */
  caloriesPerDay: number;
  /** The factor applied to RER, one decimal. */
  multiplier: number;
}

/** The activity factor; form values arrive as strings, so an unknown level gets the spec's default. */
export function activityMultiplier(activityLevel: string): number {
  return Object.hasOwn(ACTIVITY_MULTIPLIERS, activityLevel)
    ? ACTIVITY_MULTIPLIERS[activityLevel as ActivityLevel]
    : DEFAULT_ACTIVITY_MULTIPLIER;
}

/**
 * The factor applied to RER. It is rounded to one decimal because every step is a multiple of 0.1,
 * and binary floating point would otherwise turn 1.4 + 0.2 into 1.5999999999999999.
 */
export function energyMultiplier({ age, activityLevel, isNeutered, condition }: Omit<CalorieNeedsInput, 'weight'>): number {
  let multiplier = LIFE_STAGE_MULTIPLIERS[age] ?? activityMultiplier(activityLevel);
  if (age === 'adult' && !isNeutered) {
    multiplier += UNNEUTERED_ADULT_ADJUSTMENT;
  }
  multiplier += CONDITION_ADJUSTMENTS[condition];
  return roundTo(multiplier, 1);
}

/** Resting energy requirement in kcal/day, unrounded. */
export function restingEnergyRequirement(weightLbs: number): number {
  return 70 * (weightLbs * KG_PER_LB) ** 0.75;
}

/**
 * Calculates a dog's daily calorie needs. Throws a RangeError for a weight that is not a positive
 * finite number or a life stage or body condition it does not know: the calculator reports that as
 * a calculation error instead of showing a meaningless number.
 */
export function calculateCalorieNeeds(input: CalorieNeedsInput): CalorieNeeds {
  const { weight, age, condition } = input;
  if (!Number.isFinite(weight) || weight <= 0) {
    throw new RangeError(`Weight must be a positive number of pounds, got ${weight}`);
  }
  if (!LIFE_STAGES.includes(age)) {
    throw new RangeError(`Unknown life stage: ${age}`);
  }
  if (!BODY_CONDITIONS.includes(condition)) {
    throw new RangeError(`Unknown body condition: ${condition}`);
  }

  const multiplier = energyMultiplier(input);
  const rer = restingEnergyRequirement(weight);
  const der = rer * multiplier;
  const roundedDer = Math.round(der);

  return {
    rer: Math.round(rer),
    der: roundedDer,
    cupsPerDay: roundTo(der / KCAL_PER_CUP, 1),
    caloriesPerDay: roundedDer,
    multiplier,
  };
}
