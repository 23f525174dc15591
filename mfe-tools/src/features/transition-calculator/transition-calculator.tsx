import styled from '@emotion/styled';
import { foodTypeLabel } from '@gentlebowl/contracts';
import { useToast } from '@gentlebowl/platform';
import { Card, CardContent, CardHeader, CardTitle, VisuallyHidden } from '@gentlebowl/ui';
import { useId, useState } from 'react';
import { PrintSectionStyles } from '../../shared/print-section-styles';
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

const Layout = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

const Intro = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

interface Plan {
  request: TransitionRequest;
  days: TransitionDay[];
}

export interface TransitionCalculatorProps {
  /** The calculator's heading level, so it fits the outline of whichever page shows it. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The food transition calculator (spec section 4 "Calculators"): no plan until a valid submit;
 * each valid submit replaces the plan and confirms with a toast; a failure keeps the previous plan
 * and shows the destructive toast. The new plan is announced through a status region.
 */
export function TransitionCalculator({ headingLevel = 'h2' }: TransitionCalculatorProps) {
  const { toast } = useToast();
  const [plan, setPlan] = useState<Plan | null>(null);
  const headingId = useId();

  const calculate = (values: TransitionCalculatorValues) => {
    try {
      const request = toTransitionRequest(values);
      setPlan({ request, days: createTransitionPlan(request) });
      toast(transitionCalculatorToasts.success);
    } catch {
      toast(transitionCalculatorToasts.failure);
    }
  };

  return (
    <Layout>
      <PrintSectionStyles />
      <Card>
        <CardHeader>
          <CardTitle as={headingLevel} id={headingId}>
            Food Transition Calculator
          </CardTitle>
          <Intro>
            Switch foods gradually: tell us what your dog eats now and what they are moving to, and get a
            day-by-day plan with the amount of each food.
          </Intro>
        </CardHeader>
        <CardContent>
          <TransitionCalculatorForm onCalculate={calculate} labelledBy={headingId} />
        </CardContent>
      </Card>
      <VisuallyHidden role="status">
        {plan
          ? `Your ${plan.request.transitionPeriod}-day plan from ${foodTypeLabel(plan.request.currentFood)} to ${foodTypeLabel(plan.request.newFood)} is shown below.`
          : ''}
      </VisuallyHidden>
      {plan ? (
        <TransitionPlanResult
          plan={plan.days}
          foods={plan.request}
          cupsPerDay={plan.request.cupsPerDay}
          transitionPeriod={plan.request.transitionPeriod}
          headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
        />
      ) : null}
    </Layout>
  );
}
