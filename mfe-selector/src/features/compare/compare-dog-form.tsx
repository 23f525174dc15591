import styled from '@emotion/styled';
import { ageGroupOptions, dogSizeOptions, dogWeightLimits, wizardMessages } from '@gentlebowl/contracts';
import { Button } from '@gentlebowl/ui';
import { Form, NumberField, required, SelectField, ShowFieldErrors } from '@gentlebowl/ui/form';
import { validateOptionalDogWeight } from '../../shared/validate-dog-weight';
import { routeHref } from '@gentlebowl/routes';
import { type CompareDog, compareDogFrom, compareFoodsParam } from './compare-query';

/** The fields as the address names them (`parseCompareQuery`). */
interface CompareDogValues {
  weight?: number;
  age?: string;
  size?: string;
}

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
  alignItems: 'end',
  gap: theme.space(4),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const validateAge = required(wizardMessages.age);
const validateSize = required(wizardMessages.size);

export interface CompareDogFormProps {
  dog: CompareDog | null;
  /** The weight the address carries, as typed (a weight outside the limits is not the dog's). */
  sentWeight: number | undefined;
  /** The compared foods' ids, sent along so that the form's answer compares the same foods. */
  foodIds: readonly number[];
  onDogChange: (dog: CompareDog) => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The dog the comparison is for: weight (optional), age group and size, as the wizard asks them. It
 * is a GET form to /compare with the foods along, so without scripts the server answers with the
 * portions and costs for this dog; with them the page changes its address in place.
 */
export function CompareDogForm({ dog, sentWeight, foodIds, onDogChange, labelledBy }: CompareDogFormProps) {
  // A weight sent without scripts that is not one stays as typed, with its message, as the field
  // would show it; the comparison meanwhile uses the size group's typical weight.
  const weightError = validateOptionalDogWeight(sentWeight);
  const submit = (values: CompareDogValues) => {
    const chosen = compareDogFrom(values.age, values.size, values.weight);
    if (chosen) onDogChange(chosen);
  };

  return (
    <Form<CompareDogValues>
      onSubmit={submit}
      initialValues={{ weight: weightError ? sentWeight : dog?.weightLbs, age: dog?.age, size: dog?.size }}
      render={({ handleSubmit }) => (
        <form method="get" action={routeHref('compare')} noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
          {foodIds.length > 0 ? <input type="hidden" name="foods" value={compareFoodsParam(foodIds)} /> : null}
          <ShowFieldErrors errors={weightError ? { weight: weightError } : null}>
            <Fields>
            <NumberField
              name="weight"
              label="Weight (lbs)"
              min={dogWeightLimits.min}
              max={dogWeightLimits.max}
              hint="Optional: without it we use your dog's size group."
              validate={validateOptionalDogWeight}
            />
            <SelectField
              name="age"
              label="Age"
              required
              placeholder="Select age"
              options={[...ageGroupOptions]}
              validate={validateAge}
            />
            <SelectField
              name="size"
              label="Size"
              required
              placeholder="Select size"
              options={[...dogSizeOptions]}
              validate={validateSize}
            />
            <Button type="submit" variant="primary">
              Show for my dog
            </Button>
            </Fields>
          </ShowFieldErrors>
        </form>
      )}
    />
  );
}
