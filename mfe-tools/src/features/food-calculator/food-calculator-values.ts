import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  BODY_CONDITIONS,
  type BodyCondition,
  type CalorieNeedsInput,
  LIFE_STAGES,
  type LifeStage,
} from '@gentlebowl/contracts';
import { composeValidators, minNumber, required } from '@gentlebowl/ui/form';
import { type AnswerKinds, type AnswerValidators, answerErrors, answersFrom, answersSent } from '../../shared/sent-answers';

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

/** The form's name in the page, which its typed values are found by when the scripts take it over. */
export const FOOD_CALCULATOR_FORM = 'food-calculator';

/** The fields the form sends (GET /tools?weight=50&age=adult&…). */
export const foodCalculatorFields: AnswerKinds<FoodCalculatorValues> = {
  weight: 'number',
  age: 'text',
  activityLevel: 'text',
  isNeutered: 'text',
  condition: 'text',
  foodId: 'text',
};

/** The fields' validators: the form runs them in the browser, the page on answers sent without scripts. */
export const foodCalculatorValidators = {
  weight: composeValidators(required(foodCalculatorMessages.weight), minNumber(MINIMUM_WEIGHT_LBS, foodCalculatorMessages.weightMinimum)),
  age: required(foodCalculatorMessages.age),
  activityLevel: required(foodCalculatorMessages.activityLevel),
  isNeutered: required(foodCalculatorMessages.isNeutered),
  condition: required(foodCalculatorMessages.condition),
} as const satisfies AnswerValidators<FoodCalculatorValues>;

/** The form values that name=value pairs hold (a submitted query string, the form's own entries). */
export function foodCalculatorValuesFrom(entries: URLSearchParams, fallback: FoodCalculatorValues = {}): FoodCalculatorValues {
  return answersFrom(foodCalculatorFields, entries, fallback);
}

/** The answers a page address carries, when the form was sent to it; null when it was not. */
export function sentFoodCalculatorValues(query: URLSearchParams): FoodCalculatorValues | null {
  return answersSent(foodCalculatorFields, query) ? foodCalculatorValuesFrom(query) : null;
}

/** The spec's messages for answers that fail the form's validation; none when a calculation may be made. */
export function foodCalculatorErrors(values: FoodCalculatorValues): Partial<Record<keyof FoodCalculatorValues, string>> {
  return answerErrors(foodCalculatorValidators, values);
}

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
