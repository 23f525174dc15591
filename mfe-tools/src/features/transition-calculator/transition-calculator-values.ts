import { type WizardFoodType, wizardFoodTypeOptions, wizardFoodTypeValues } from '@gentlebowl/contracts';
import type { CatalogueFood } from '../../shared/tools-api';
import { composeValidators, minNumber, required } from '@gentlebowl/ui/form';
import { type AnswerKinds, type AnswerValidators, answerErrors, answersFrom, answersSent } from '../../shared/sent-answers';
import { type TransitionFood, transitionFoodFor } from './transition-food';
import { DEFAULT_TRANSITION_PERIOD, isTransitionPeriod, type TransitionPeriod } from './transition-plan';

/** The transition form as react-final-form holds it. Select values are strings. */
export interface TransitionCalculatorValues {
  currentFood?: string;
  newFood?: string;
  /** Catalogue food ids, optional: without one the food type's typical cup is used. */
  currentFoodId?: string;
  newFoodId?: string;
  cupsPerDay?: number;
  transitionPeriod?: string;
}

/** Spec section 5, word for word. The minimum-amount message is ours: the spec fixes only min 0.25. */
export const transitionCalculatorMessages = {
  currentFood: 'Please select your current food type',
  newFood: 'Please select the new food type',
  cupsPerDay: 'Please enter how many cups your dog currently eats',
  cupsPerDayMinimum: 'Please enter at least 1/4 cup (0.25)',
  transitionPeriod: 'Please select a transition period',
} as const;

export const MINIMUM_CUPS_PER_DAY = 0.25;
export const CUPS_STEP = 0.25;

/** The five food types of spec section 5 (the same list, labels and order as the selector wizard). */
export const transitionFoodTypeOptions = wizardFoodTypeOptions;

export const transitionPeriodOptions: readonly { value: string; label: string }[] = [
  { value: '7', label: '7 days' },
  { value: '10', label: '10 days (recommended)' },
];

export const initialTransitionValues: TransitionCalculatorValues = {
  transitionPeriod: String(DEFAULT_TRANSITION_PERIOD),
};

/** The form's name in the page, which its typed values are found by when the scripts take it over. */
export const TRANSITION_CALCULATOR_FORM = 'transition-calculator';

/** The fields the form sends (GET /tools?currentFood=dry&newFood=wet&…). */
export const transitionCalculatorFields: AnswerKinds<TransitionCalculatorValues> = {
  currentFood: 'text',
  newFood: 'text',
  currentFoodId: 'text',
  newFoodId: 'text',
  cupsPerDay: 'number',
  transitionPeriod: 'text',
};

/** The fields' validators: the form runs them in the browser, the page on answers sent without scripts. */
export const transitionCalculatorValidators = {
  currentFood: required(transitionCalculatorMessages.currentFood),
  newFood: required(transitionCalculatorMessages.newFood),
  cupsPerDay: composeValidators(
    required(transitionCalculatorMessages.cupsPerDay),
    minNumber(MINIMUM_CUPS_PER_DAY, transitionCalculatorMessages.cupsPerDayMinimum),
  ),
  transitionPeriod: required(transitionCalculatorMessages.transitionPeriod),
} as const satisfies AnswerValidators<TransitionCalculatorValues>;

/** The form values that name=value pairs hold (a submitted query string, the form's own entries). */
export function transitionCalculatorValuesFrom(
  entries: URLSearchParams,
  fallback: TransitionCalculatorValues = initialTransitionValues,
): TransitionCalculatorValues {
  return answersFrom(transitionCalculatorFields, entries, fallback);
}

/** The answers a page address carries, when the form was sent to it; null when it was not. */
export function sentTransitionCalculatorValues(query: URLSearchParams): TransitionCalculatorValues | null {
  return answersSent(transitionCalculatorFields, query) ? transitionCalculatorValuesFrom(query) : null;
}

/** The spec's messages for answers that fail the form's validation; none when a plan may be made. */
export function transitionCalculatorErrors(values: TransitionCalculatorValues): Partial<Record<keyof TransitionCalculatorValues, string>> {
  return answerErrors(transitionCalculatorValidators, values);
}

/** What a plan is for: the two foods (equal types, even the same food, are allowed). */
export interface TransitionRequest {
  currentFood: TransitionFood;
  newFood: TransitionFood;
  /** Cups of the current food the dog eats in a day. */
  cupsPerDay: number;
  transitionPeriod: TransitionPeriod;
}

/** The food type a select value names, if it names one. */
export function asWizardFoodType(value: string | undefined): WizardFoodType | undefined {
  return wizardFoodTypeValues.find((candidate) => candidate === value);
}

function foodType(value: string | undefined, field: string): WizardFoodType {
  const match = asWizardFoodType(value);
  if (match === undefined) {
    throw new RangeError(`Unexpected ${field}: ${value}`);
  }
  return match;
}

function transitionPeriod(value: string | undefined): TransitionPeriod {
  const period = Number(value);
  if (!isTransitionPeriod(period)) {
    throw new RangeError(`Unexpected transition period: ${value}`);
  }
  return period;
}

/**
 * The plan request from submitted form values and the catalogue the food selects offered. Validation
 * has run by then, so a missing or unknown value means something went wrong: it throws, and the page
 * shows the calculation error.
 */
export function toTransitionRequest(values: TransitionCalculatorValues, foods: readonly CatalogueFood[]): TransitionRequest {
  if (typeof values.cupsPerDay !== 'number') {
    throw new RangeError(`Unexpected cups per day: ${values.cupsPerDay}`);
  }
  return {
    currentFood: transitionFoodFor(foodType(values.currentFood, 'current food'), values.currentFoodId, foods),
    newFood: transitionFoodFor(foodType(values.newFood, 'new food'), values.newFoodId, foods),
    cupsPerDay: values.cupsPerDay,
    transitionPeriod: transitionPeriod(values.transitionPeriod),
  };
}
