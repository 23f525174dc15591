import styled from '@emotion/styled';
import { useToast } from '@gentlebowl/platform';
import { Card, CardContent, CardHeader, CardTitle, VisuallyHidden } from '@gentlebowl/ui';
import { useId, useState } from 'react';
import { formatCups } from '../../shared/cup-fraction';
import { type CalorieNeeds, calculateCalorieNeeds } from './calorie-needs';
import { CalorieNeedsResult } from './calorie-needs-result';
import { type FeedingCaution, feedingCautions } from './feeding-cautions';
import { FoodCalculatorForm } from './food-calculator-form';
import { type FoodCalculatorValues, toCalorieNeedsInput } from './food-calculator-values';

/** Spec section 8, word for word. */
export const foodCalculatorToasts = {
  success: {
    title: 'Calculation Complete',
    description: "Your dog's nutritional needs have been calculated.",
  },
  failure: {
    title: 'Calculation Error',
    description: "There was an error calculating your dog's nutritional needs. Please check your inputs.",
    variant: 'destructive',
  },
} as const;

const Layout = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

const Intro = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

interface Calculation {
  result: CalorieNeeds;
  cautions: FeedingCaution[];
}

/**
 * The dog food calorie calculator (spec section 4 "Calculators"): no result until a valid submit;
 * each valid submit replaces the result and confirms with a toast; a failure keeps the previous
 * result and shows the destructive toast. The result is announced through a status region.
 */
export function FoodCalculator() {
  const { toast } = useToast();
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const headingId = useId();

  const calculate = (values: FoodCalculatorValues) => {
    try {
      const input = toCalorieNeedsInput(values);
      setCalculation({ result: calculateCalorieNeeds(input), cautions: feedingCautions(input) });
      toast(foodCalculatorToasts.success);
    } catch {
      toast(foodCalculatorToasts.failure);
    }
  };

  return (
    <Layout>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId}>
            Dog Food Calorie Calculator
          </CardTitle>
          <Intro>
            Enter your dog's details to estimate how many calories and cups of food they need each day.
          </Intro>
        </CardHeader>
        <CardContent>
          <FoodCalculatorForm onCalculate={calculate} labelledBy={headingId} />
        </CardContent>
      </Card>
      <VisuallyHidden role="status">
        {calculation
          ? `Result: ${calculation.result.caloriesPerDay} calories per day, about ${formatCups(calculation.result.cupsPerDay)} of food.`
          : ''}
      </VisuallyHidden>
      {calculation ? <CalorieNeedsResult result={calculation.result} cautions={calculation.cautions} /> : null}
    </Layout>
  );
}
