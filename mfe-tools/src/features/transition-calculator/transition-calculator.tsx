import { foodTypeLabel } from '@gentlebowl/contracts';
import { CalculatorPanel } from '../../shared/calculator-panel';
import { useToastedCalculation } from '../../shared/use-toasted-calculation';
import { TransitionCalculatorForm } from './transition-calculator-form';
import { type TransitionCalculatorValues, type TransitionRequest, toTransitionRequest } from './transition-calculator-values';
import { createTransitionPlan, type TransitionDay } from './transition-plan';
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
  days: TransitionDay[];
}

export interface TransitionCalculatorProps {
  /** The calculator's heading level, so it fits the outline of whichever page shows it. */
  headingLevel?: 'h2' | 'h3';
}

function createPlan(values: TransitionCalculatorValues): Plan {
  const request = toTransitionRequest(values);
  return { request, days: createTransitionPlan(request) };
}

/** The food transition calculator (spec section 4 "Calculators"). */
export function TransitionCalculator({ headingLevel = 'h2' }: TransitionCalculatorProps) {
  const [plan, onCalculate] = useToastedCalculation(createPlan, transitionCalculatorToasts);

  return (
    <CalculatorPanel
      title="Food Transition Calculator"
      headingLevel={headingLevel}
      intro="Switch foods gradually: tell us what your dog eats now and what they are moving to, and get a day-by-day plan with the amount of each food."
      form={(headingId) => <TransitionCalculatorForm onCalculate={onCalculate} labelledBy={headingId} />}
      announcement={
        plan
          ? `Your ${plan.request.transitionPeriod}-day plan from ${foodTypeLabel(plan.request.currentFood)} to ${foodTypeLabel(plan.request.newFood)} is shown below.`
          : ''
      }
    >
      {plan ? (
        <TransitionPlanResult
          plan={plan.days}
          foods={plan.request}
          cupsPerDay={plan.request.cupsPerDay}
          transitionPeriod={plan.request.transitionPeriod}
          headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
        />
      ) : null}
    </CalculatorPanel>
  );
}
