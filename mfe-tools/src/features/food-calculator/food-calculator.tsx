import { CalculatorPanel } from '../../shared/calculator-panel';
import { catalogueFoodOptions } from '../../shared/catalogue-food-options';
import { type CatalogueFood, useToolsDogFoodsQuery } from '../../shared/tools-api';
import { useToastedCalculation } from '../../shared/use-toasted-calculation';
import { calculateCalorieNeeds, type CalorieNeeds, formatCups, measuredAmountText } from '@gentlebowl/contracts';
import { CalorieNeedsResult } from './calorie-needs-result';
import { type FeedingCaution, feedingCautions } from './feeding-cautions';
import { FoodCalculatorForm } from './food-calculator-form';
import { type FoodChoice, foodChoiceFor } from './food-choice';
import { FOOD_CALCULATOR_FORM, type FoodCalculatorValues, foodCalculatorErrors, toCalorieNeedsInput } from './food-calculator-values';

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
  choice: FoodChoice | null;
}

/** The result's place, which the form's address ends in (`/tools?weight=…#calorie-needs`). */
const RESULT_ID = 'calorie-needs';

function calculate(values: FoodCalculatorValues, foods: readonly CatalogueFood[]): Calculation {
  const input = toCalorieNeedsInput(values);
  const result = calculateCalorieNeeds(input);
  return { result, cautions: feedingCautions(input), choice: foodChoiceFor(values.foodId, foods, result.caloriesPerDay) };
}

export interface FoodCalculatorProps {
  /** The answers the page's address carries when the form was sent to it without scripts
   * (`sentFoodCalculatorValues`); null when it was not. */
  sent?: FoodCalculatorValues | null;
  /** Told the calculator's form name after each result made in the page (the /tools page puts its
   * answers in the address). */
  onCalculated?: (formName: string) => void;
}

/**
 * The dog food calorie calculator (spec section 4 "Calculators"). The owner may pick a catalogue
 * food to see its daily portion and monthly cost; without one the spec's 350 kcal per cup stands.
 * Answers sent without scripts are calculated here too, so the server renders their result (or the
 * form with its messages, when they are not valid).
 */
export function FoodCalculator({ sent = null, onCalculated }: FoodCalculatorProps) {
  const { data: foods = [] } = useToolsDogFoodsQuery();
  const {
    result: calculation,
    calculate: onCalculate,
    sentAnswersFailed,
    calculationsInPage,
  } = useToastedCalculation(
    (values: FoodCalculatorValues) => calculate(values, foods),
    foodCalculatorToasts,
    sent && Object.keys(foodCalculatorErrors(sent)).length === 0 ? sent : null,
    onCalculated && (() => onCalculated(FOOD_CALCULATOR_FORM)),
  );

  return (
    <CalculatorPanel
      title="Dog Food Calorie Calculator"
      intro="Enter your dog's details to estimate how many calories and cups of food they need each day."
      form={(headingId) => (
        <FoodCalculatorForm
          onCalculate={onCalculate}
          foods={catalogueFoodOptions(foods)}
          labelledBy={headingId}
          resultId={RESULT_ID}
          sent={sent}
        />
      )}
      announcement={
        calculation
          ? `Result: ${calculation.result.caloriesPerDay} calories per day, about ${formatCups(calculation.result.cupsPerDay)} of food${
              calculation.choice
                ? `, or ${measuredAmountText(calculation.choice.plan)} of ${calculation.choice.food.name}`
                : ''
            }.`
          : ''
      }
      resultId={RESULT_ID}
      result={
        calculation ? (
          <CalorieNeedsResult result={calculation.result} cautions={calculation.cautions} choice={calculation.choice} />
        ) : null
      }
      sentAnswersFailure={sentAnswersFailed ? foodCalculatorToasts.failure : null}
      calculationsInPage={calculationsInPage}
    />
  );
}
