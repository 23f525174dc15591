import { CalculatorPanel } from '../../shared/calculator-panel';
import { formatCups } from '../../shared/cup-fraction';
import { useToastedCalculation } from '../../shared/use-toasted-calculation';
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

interface Calculation {
  result: CalorieNeeds;
  cautions: FeedingCaution[];
}

function calculate(values: FoodCalculatorValues): Calculation {
  const input = toCalorieNeedsInput(values);
  return { result: calculateCalorieNeeds(input), cautions: feedingCautions(input) };
}

/** The dog food calorie calculator (spec section 4 "Calculators"). */
export function FoodCalculator() {
  const [calculation, onCalculate] = useToastedCalculation(calculate, foodCalculatorToasts);

  return (
    <CalculatorPanel
      title="Dog Food Calorie Calculator"
      intro="Enter your dog's details to estimate how many calories and cups of food they need each day."
      form={(headingId) => <FoodCalculatorForm onCalculate={onCalculate} labelledBy={headingId} />}
      announcement={
        calculation
          ? `Result: ${calculation.result.caloriesPerDay} calories per day, about ${formatCups(calculation.result.cupsPerDay)} of food.`
          : ''
      }
    >
      {calculation ? <CalorieNeedsResult result={calculation.result} cautions={calculation.cautions} /> : null}
    </CalculatorPanel>
  );
}
