import { KCAL_PER_CUP } from '@gentlebowl/contracts';
import { useInitialFormValues } from '@gentlebowl/platform';
import { type FieldOption, NumberField, RadioGroupField, SelectField } from '@gentlebowl/ui/form';
import { CalculatorForm, FullRow } from '../../shared/calculator-form';
import {
  activityLevelOptions,
  bodyConditionOptions,
  FOOD_CALCULATOR_FORM,
  type FoodCalculatorValues,
  foodCalculatorErrors,
  foodCalculatorValidators,
  foodCalculatorValuesFrom,
  lifeStageOptions,
  MINIMUM_WEIGHT_LBS,
  neuteredOptions,
} from './food-calculator-values';

export interface FoodCalculatorFormProps {
  onCalculate: (values: FoodCalculatorValues) => void;
  /** Catalogue foods the owner may pick to see portions and a monthly cost for; empty until loaded. */
  foods: readonly FieldOption[];
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Id of the place its result is shown. */
  resultId: string;
  /** The answers the page's address carries when the form was sent to it without scripts. */
  sent: FoodCalculatorValues | null;
}

/**
 * The calorie calculator's inputs (see CalculatorForm); what the visitor entered before the scripts
 * took over is where they start.
 */
export function FoodCalculatorForm({ onCalculate, foods, labelledBy, resultId, sent }: FoodCalculatorFormProps) {
  const initialValues = useInitialFormValues(FOOD_CALCULATOR_FORM, sent ?? {}, foodCalculatorValuesFrom);
  return (
    <CalculatorForm
      name={FOOD_CALCULATOR_FORM}
      initialValues={initialValues}
      onCalculate={onCalculate}
      labelledBy={labelledBy}
      resultId={resultId}
      sentErrors={sent && foodCalculatorErrors(sent)}
      submitLabel="Calculate Daily Needs"
    >
      <NumberField
        name="weight"
        label="Dog's weight (lbs)"
        required
        min={MINIMUM_WEIGHT_LBS}
        hint="Your dog's current weight in pounds."
        validate={foodCalculatorValidators.weight}
      />
      <SelectField
        name="age"
        label="Life stage"
        required
        placeholder="Select life stage"
        options={[...lifeStageOptions]}
        validate={foodCalculatorValidators.age}
      />
      <SelectField
        name="activityLevel"
        label="Activity level"
        required
        placeholder="Select activity level"
        options={[...activityLevelOptions]}
        validate={foodCalculatorValidators.activityLevel}
      />
      <RadioGroupField
        name="isNeutered"
        label="Is your dog neutered or spayed?"
        required
        columns={2}
        options={[...neuteredOptions]}
        validate={foodCalculatorValidators.isNeutered}
      />
      <FullRow>
        <RadioGroupField
          name="condition"
          label="Current body condition"
          required
          options={[...bodyConditionOptions]}
          validate={foodCalculatorValidators.condition}
        />
      </FullRow>
      <FullRow>
        <SelectField
          name="foodId"
          label="Food (optional)"
          placeholder={`Any food: assume ${KCAL_PER_CUP} kcal per cup`}
          hint="Pick a food from our catalogue to see its daily portion and monthly cost for your dog."
          options={[...foods]}
        />
      </FullRow>
    </CalculatorForm>
  );
}
