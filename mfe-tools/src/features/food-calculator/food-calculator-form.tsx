import styled from '@emotion/styled';
import { KCAL_PER_CUP } from '@gentlebowl/contracts';
import { useInitialFormValues } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Button } from '@gentlebowl/ui';
import { type FieldOption, Form, NumberField, RadioGroupField, SelectField, ShowFieldErrors } from '@gentlebowl/ui/form';
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

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(5),
  [theme.breakpoints.mobile]: { gridTemplateColumns: '1fr' },
}));

const FullRow = styled.div({ gridColumn: '1 / -1' });

const Actions = styled.div(({ theme }) => ({ marginTop: theme.space(6) }));

export interface FoodCalculatorFormProps {
  onCalculate: (values: FoodCalculatorValues) => void;
  /** Catalogue foods the owner may pick to see portions and a monthly cost for; empty until loaded. */
  foods: readonly FieldOption[];
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** The answers the page's address carries when the form was sent to it without scripts. */
  sent: FoodCalculatorValues | null;
}

/**
 * The calorie calculator's inputs. Browser validation is off (noValidate) so every message is the
 * spec's own text, shown next to its field after a submit attempt or when the field is left. Before
 * the scripts arrive (and without them) it is a plain GET form to /tools, whose answers the page
 * reads back; what the visitor entered before the scripts took over is where they start.
 */
export function FoodCalculatorForm({ onCalculate, foods, labelledBy, sent }: FoodCalculatorFormProps) {
  const initialValues = useInitialFormValues(FOOD_CALCULATOR_FORM, sent ?? {}, foodCalculatorValuesFrom);
  return (
    <Form<FoodCalculatorValues>
      onSubmit={onCalculate}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form
          name={FOOD_CALCULATOR_FORM}
          method="get"
          action={routeHref('tools')}
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby={labelledBy}
        >
          <ShowFieldErrors errors={sent && foodCalculatorErrors(sent)}>
            <Fields>
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
            </Fields>
            <Actions>
              <Button type="submit" variant="primary">
                Calculate Daily Needs
              </Button>
            </Actions>
          </ShowFieldErrors>
        </form>
      )}
    />
  );
}
