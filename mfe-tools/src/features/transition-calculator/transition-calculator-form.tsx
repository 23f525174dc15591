import { useInitialFormValues } from '@gentlebowl/platform';
import { NumberField, SelectField } from '@gentlebowl/ui/form';
import { CalculatorForm } from '../../shared/calculator-form';
import type { CatalogueFood } from '../../shared/tools-api';
import { CatalogueFoodField } from './catalogue-food-field';
import {
  CUPS_STEP,
  initialTransitionValues,
  MINIMUM_CUPS_PER_DAY,
  TRANSITION_CALCULATOR_FORM,
  type TransitionCalculatorValues,
  transitionCalculatorErrors,
  transitionCalculatorValidators,
  transitionCalculatorValuesFrom,
  transitionFoodTypeOptions,
  transitionPeriodOptions,
} from './transition-calculator-values';

const foodTypeOptions = transitionFoodTypeOptions.map(({ value, label }) => ({ value, label }));

export interface TransitionCalculatorFormProps {
  onCalculate: (values: TransitionCalculatorValues) => void;
  /** The catalogue, for the optional picks of the exact foods; empty until loaded. */
  foods: readonly CatalogueFood[];
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Id of the place its result is shown. */
  resultId: string;
  /** The answers the page's address carries when the form was sent to it without scripts. */
  sent: TransitionCalculatorValues | null;
}

/**
 * The transition calculator's inputs (see CalculatorForm: a GET form to /tools, wherever it is
 * shown). The same food type may be chosen twice (spec section 5: nothing stops it; switching
 * recipes within one type is a transition too). The period is a select starting at 10 days; choosing
 * its empty entry again brings up the spec's 'Please select a transition period'. Below each type the
 * owner may pick the exact catalogue food, whose calories per cup then replace the type's typical ones.
 * What the visitor entered before the scripts took over is where they start.
 */
export function TransitionCalculatorForm({ onCalculate, foods, labelledBy, resultId, sent }: TransitionCalculatorFormProps) {
  const sentValues = sent ?? initialTransitionValues;
  const initialValues = useInitialFormValues(TRANSITION_CALCULATOR_FORM, sentValues, transitionCalculatorValuesFrom);
  return (
    <CalculatorForm
      name={TRANSITION_CALCULATOR_FORM}
      initialValues={initialValues}
      onCalculate={onCalculate}
      labelledBy={labelledBy}
      resultId={resultId}
      sentErrors={sent && transitionCalculatorErrors(sent)}
      submitLabel="Create Transition Plan"
    >
      <SelectField
        name="currentFood"
        label="Current food type"
        required
        placeholder="Select current food"
        options={foodTypeOptions}
        validate={transitionCalculatorValidators.currentFood}
      />
      <SelectField
        name="newFood"
        label="New food type"
        required
        placeholder="Select new food"
        options={foodTypeOptions}
        validate={transitionCalculatorValidators.newFood}
      />
      <CatalogueFoodField
        name="currentFoodId"
        typeName="currentFood"
        serverRenderedType={sentValues.currentFood}
        label="Current food (optional)"
        foods={foods}
      />
      <CatalogueFoodField
        name="newFoodId"
        typeName="newFood"
        serverRenderedType={sentValues.newFood}
        label="New food (optional)"
        foods={foods}
      />
      <NumberField
        name="cupsPerDay"
        label="Cups per day"
        required
        min={MINIMUM_CUPS_PER_DAY}
        step={CUPS_STEP}
        hint="How many cups of the current food your dog eats in a day, in steps of 1/4 cup."
        validate={transitionCalculatorValidators.cupsPerDay}
      />
      <SelectField
        name="transitionPeriod"
        label="Transition period"
        required
        placeholder="Select transition period"
        options={[...transitionPeriodOptions]}
        validate={transitionCalculatorValidators.transitionPeriod}
      />
    </CalculatorForm>
  );
}
