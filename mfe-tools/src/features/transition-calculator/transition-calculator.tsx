import { foodTypeLabel } from '@gentlebowl/contracts';
import { CalculatorPanel } from '../../shared/calculator-panel';
import { type CatalogueFood, useToolsDogFoodsQuery } from '../../shared/tools-api';
import { useToastedCalculation } from '../../shared/use-toasted-calculation';
import { TransitionCalculatorForm } from './transition-calculator-form';
import {
  TRANSITION_CALCULATOR_FORM,
  type TransitionCalculatorValues,
  type TransitionRequest,
  toTransitionRequest,
  transitionCalculatorErrors,
} from './transition-calculator-values';
import { createTransitionPlan, type TransitionPlan } from './transition-plan';
import { TransitionPlanResult } from './transition-plan-result';

/** Spec section 8, word for word. */
export const transitionCalculatorToasts = {
  success: {
    title: 'Transition Plan Created',
    description: "Your dog's food transition plan is ready.",
  },
  failure: {
    title: 'Calculation Error',
    description: 'There was an error creating your transition plan. Please check your inputs.',
    variant: 'destructive',
  },
} as const;

interface Plan {
  request: TransitionRequest;
  plan: TransitionPlan;
}

export interface TransitionCalculatorProps {
  /** The calculator's heading level, so it fits the outline of whichever page shows it. */
  headingLevel?: 'h2' | 'h3';
  /** The answers the page's address carries when the form was sent to it without scripts
   * (`sentTransitionCalculatorValues`); null when it was not. */
  sent?: TransitionCalculatorValues | null;
  /** Told the calculator's form name after each plan made in the page (the /tools page puts its
   * answers in the address). */
  onCalculated?: (formName: string) => void;
}

/** The plan's place, which the form's address ends in (`/tools?currentFood=…#transition-plan`). */
const RESULT_ID = 'transition-plan';

function createPlan(values: TransitionCalculatorValues, foods: readonly CatalogueFood[]): Plan {
  const request = toTransitionRequest(values, foods);
  const plan = createTransitionPlan({
    cupsPerDay: request.cupsPerDay,
    transitionPeriod: request.transitionPeriod,
    currentFood: request.currentFood.cup,
    newFood: request.newFood.cup,
  });
  return { request, plan };
}

/**
 * The food transition calculator (spec section 4 "Calculators"), planned by calories: the owner
 * names the food types, and may pick the exact catalogue foods, whose calories per cup are then used.
 * Answers sent without scripts are planned here too, so the server renders their plan (or the form
 * with its messages, when they are not valid).
 */
export function TransitionCalculator({ headingLevel = 'h2', sent = null, onCalculated }: TransitionCalculatorProps) {
  const { data: foods = [] } = useToolsDogFoodsQuery();
  const {
    result,
    calculate: onCalculate,
    sentAnswersFailed,
    calculationsInPage,
  } = useToastedCalculation(
    (values: TransitionCalculatorValues) => createPlan(values, foods),
    transitionCalculatorToasts,
    sent && Object.keys(transitionCalculatorErrors(sent)).length === 0 ? sent : null,
    onCalculated && (() => onCalculated(TRANSITION_CALCULATOR_FORM)),
  );

  return (
    <CalculatorPanel
      title="Food Transition Calculator"
      headingLevel={headingLevel}
      intro="Switch foods gradually: tell us what your dog eats now and what they are moving to, and get a day-by-day plan in cups and grams that keeps your dog's daily calories the same."
      form={(headingId) => (
        <TransitionCalculatorForm onCalculate={onCalculate} foods={foods} labelledBy={headingId} resultId={RESULT_ID} sent={sent} />
      )}
      announcement={
        result
          ? `Your ${result.request.transitionPeriod}-day plan from ${foodTypeLabel(result.request.currentFood.foodType)} to ${foodTypeLabel(result.request.newFood.foodType)} is shown below.`
          : ''
      }
      resultId={RESULT_ID}
      result={
        result ? (
          <TransitionPlanResult plan={result.plan} request={result.request} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
        ) : null
      }
      sentAnswersFailure={sentAnswersFailed ? transitionCalculatorToasts.failure : null}
      calculationsInPage={calculationsInPage}
    />
  );
}
