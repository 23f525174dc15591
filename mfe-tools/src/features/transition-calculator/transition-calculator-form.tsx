import styled from '@emotion/styled';
import type { DogFood } from '@gentlebowl/contracts';
import { Button, composeValidators, minNumber, NumberField, required, SelectField } from '@gentlebowl/ui';
import { Form } from 'react-final-form';
import { CatalogueFoodField } from './catalogue-food-field';
import {
  CUPS_STEP,
  initialTransitionValues,
  MINIMUM_CUPS_PER_DAY,
  type TransitionCalculatorValues,
  transitionCalculatorMessages,
  transitionFoodTypeOptions,
  transitionPeriodOptions,
} from './transition-calculator-values';

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(5),
  [theme.breakpoints.mobile]: { gridTemplateColumns: '1fr' },
}));

const Actions = styled.div(({ theme }) => ({ marginTop: theme.space(6) }));

const validateCurrentFood = required(transitionCalculatorMessages.currentFood);
const validateNewFood = required(transitionCalculatorMessages.newFood);
const validateCups = composeValidators(
  required(transitionCalculatorMessages.cupsPerDay),
  minNumber(MINIMUM_CUPS_PER_DAY, transitionCalculatorMessages.cupsPerDayMinimum),
);
const validatePeriod = required(transitionCalculatorMessages.transitionPeriod);

const foodTypeOptions = transitionFoodTypeOptions.map(({ value, label }) => ({ value, label }));

export interface TransitionCalculatorFormProps {
  onCalculate: (values: TransitionCalculatorValues) => void;
  /** The catalogue, for the optional picks of the exact foods; empty until loaded. */
  foods: readonly DogFood[];
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The transition calculator's inputs. The same food type may be chosen twice (spec section 5:
 * nothing stops it; switching recipes within one type is a transition too). Browser validation is
 * off so every message is the spec's own text. The period is a select starting at 10 days; choosing
 * its empty entry again brings up the spec's 'Please select a transition period'. Below each type the
 * owner may pick the exact catalogue food, whose calories per cup then replace the type's typical ones.
 */
export function TransitionCalculatorForm({ onCalculate, foods, labelledBy }: TransitionCalculatorFormProps) {
  return (
    <Form<TransitionCalculatorValues>
      onSubmit={onCalculate}
      initialValues={initialTransitionValues}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
          <Fields>
            <SelectField
              name="currentFood"
              label="Current food type"
              required
              placeholder="Select current food"
              options={foodTypeOptions}
              validate={validateCurrentFood}
            />
            <SelectField
              name="newFood"
              label="New food type"
              required
              placeholder="Select new food"
              options={foodTypeOptions}
              validate={validateNewFood}
            />
            <CatalogueFoodField name="currentFoodId" typeName="currentFood" label="Current food (optional)" foods={foods} />
            <CatalogueFoodField name="newFoodId" typeName="newFood" label="New food (optional)" foods={foods} />
            <NumberField
              name="cupsPerDay"
              label="Cups per day"
              required
              min={MINIMUM_CUPS_PER_DAY}
              step={CUPS_STEP}
              hint="How many cups of the current food your dog eats in a day, in steps of 1/4 cup."
              validate={validateCups}
            />
            <SelectField
              name="transitionPeriod"
              label="Transition period"
              required
              placeholder="Select transition period"
              options={[...transitionPeriodOptions]}
              validate={validatePeriod}
            />
          </Fields>
          <Actions>
            <Button type="submit" variant="primary">
              Create Transition Plan
            </Button>
          </Actions>
        </form>
      )}
    />
  );
}
