import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  BODY_CONDITIONS,
  type BodyCondition,
  type CalorieNeedsInput,
  LIFE_STAGES,
  type LifeStage,
} from '@gentlebowl/contracts';

/** The food calculator form as react-final-form holds it: everything may still be empty. */
export interface FoodCalculatorValues {
  weight?: number;
  age?: string;
  activityLevel?: string;
  isNeutered?: string;
  condition?: string;
  /** A catalogue food's id, as the select holds it; empty for the spec's 350 kcal per cup. */
  foodId?: string;
}

/** Spec section 5, word for word. The minimum-weight message is ours: the spec fixes only min 1. */
export const foodCalculatorMessages = {
  weight: 'Weight is required',
  weightMinimum: 'Weight must be at least 1 lb',
  age: 'Age is required',
  activityLevel: 'Activity level is required',
  isNeutered: 'Please specify if your dog is neutered/spayed',
  condition: 'Current body condition is required',
} as const;

export const MINIMUM_WEIGHT_LBS = 1;

export const lifeStageOptions: readonly { value: LifeStage; label: string }[] = [
  { value: 'puppy', label: 'Puppy (under 1 year)' },
  { value: 'adult', label: 'Adult (1-7 years)' },
  { value: 'senior', label: 'Senior (7+ years)' },
];

export const activityLevelOptions: readonly { value: ActivityLevel; label: string }[] = [
  { value: 'low', label: 'Low (short walks, mostly resting)' },
  { value: 'moderate', label: 'Moderate (daily walks and play)' },
  { value: 'high', label: 'High (long runs, hikes, dog sports)' },
  { value: 'very-high', label: 'Very high (working or sled dog)' },
];

export const neuteredOptions: readonly { value: 'yes' | 'no'; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const bodyConditionOptions: readonly { value: BodyCondition; label: string }[] = [
  { value: 'underweight', label: 'Underweight (ribs, spine and hip bones easy to see)' },
  { value: 'ideal', label: 'Ideal (ribs easy to feel, visible waist)' },
  { value: 'overweight', label: 'Overweight (ribs hard to feel, little or no waist)' },
];

function oneOf<Value extends string>(allowed: readonly Value[], value: string | undefined, field: string): Value {
  if (value === undefined || !allowed.includes(value as Value)) {
    throw new RangeError(`Unexpected ${field}: ${value}`);
  }
  return value as Value;
}

/**
 * The calculator's input from submitted form values. Validation has run by then, so a missing or
 * unknown value means something went wrong: it throws, and the page shows the calculation error.
 */
export function toCalorieNeedsInput(values: FoodCalculatorValues): CalorieNeedsInput {
  if (typeof values.weight !== 'number') {
    throw new RangeError(`Unexpected weight: ${values.weight}`);
  }
  return {
    weight: values.weight,
    age: oneOf(LIFE_STAGES, values.age, 'life stage'),
    activityLevel: oneOf(ACTIVITY_LEVELS, values.activityLevel, 'activity level'),
    isNeutered: oneOf(['yes', 'no'] as const, values.isNeutered, 'neutered answer') === 'yes',
    condition: oneOf(BODY_CONDITIONS, values.condition, 'body condition'),
  };
}
