import styled from '@emotion/styled';
import { KCAL_PER_CUP } from '@gentlebowl/contracts';
import {
  Button,
  composeValidators,
  type FieldOption,
  minNumber,
  NumberField,
  RadioGroupField,
  required,
  SelectField,
} from '@gentlebowl/ui';
import { Form } from 'react-final-form';
import {
  activityLevelOptions,
  bodyConditionOptions,
  type FoodCalculatorValues,
  foodCalculatorMessages,
  lifeStageOptions,
  MINIMUM_WEIGHT_LBS,
  neuteredOptions,
} from './food-calculator-values';

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(5),
  [theme.breakpoints.mobile]: { gridTemplateColumns: '1fr' },
}));

const FullRow = styled.div({ gridColumn: '1 / -1' });

const Actions = styled.div(({ theme }) => ({ marginTop: theme.space(6) }));

const validateWeight = composeValidators(
  required(foodCalculatorMessages.weight),
  minNumber(MINIMUM_WEIGHT_LBS, foodCalculatorMessages.weightMinimum),
);
const validateAge = required(foodCalculatorMessages.age);
const validateActivity = required(foodCalculatorMessages.activityLevel);
const validateNeutered = required(foodCalculatorMessages.isNeutered);
const validateCondition = required(foodCalculatorMessages.condition);

export interface FoodCalculatorFormProps {
  onCalculate: (values: FoodCalculatorValues) => void;
  /** Catalogue foods the owner may pick to see portions and a monthly cost for; empty until loaded. */
  foods: readonly FieldOption[];
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The calorie calculator's inputs. Browser validation is off (noValidate) so every message is the
 * spec's own text, shown next to its field after a submit attempt or when the field is left.
 */
export function FoodCalculatorForm({ onCalculate, foods, labelledBy }: FoodCalculatorFormProps) {
  return (
    <Form<FoodCalculatorValues>
      onSubmit={onCalculate}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
          <Fields>
            <NumberField
              name="weight"
              label="Dog's weight (lbs)"
              required
              min={MINIMUM_WEIGHT_LBS}
              hint="Your dog's current weight in pounds."
              validate={validateWeight}
            />
            <SelectField
              name="age"
              label="Life stage"
              required
              placeholder="Select life stage"
              options={[...lifeStageOptions]}
              validate={validateAge}
            />
            <SelectField
              name="activityLevel"
              label="Activity level"
              required
              placeholder="Select activity level"
              options={[...activityLevelOptions]}
              validate={validateActivity}
            />
            <RadioGroupField
              name="isNeutered"
              label="Is your dog neutered or spayed?"
              required
              columns={2}
              options={[...neuteredOptions]}
              validate={validateNeutered}
            />
            <FullRow>
              <RadioGroupField
                name="condition"
                label="Current body condition"
                required
                options={[...bodyConditionOptions]}
                validate={validateCondition}
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
          </Fields>
          <Actions>
            <Button type="submit" variant="primary">
              Calculate Daily Needs
            </Button>
          </Actions>
        </form>
      )}
    />
  );
}
