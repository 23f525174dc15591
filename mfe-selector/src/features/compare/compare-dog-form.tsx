import styled from '@emotion/styled';
import { ageGroupOptions, dogSizeOptions, dogWeightLimits, wizardMessages } from '@gentlebowl/contracts';
import { useInitialFormValues } from '@gentlebowl/platform';
import { Button } from '@gentlebowl/ui';
import { Form, NumberField, required, SelectField, ShowFieldErrors } from '@gentlebowl/ui/form';
import { routeHref } from '@gentlebowl/routes';
import { AdultWeightField } from '../../shared/adult-weight-field';
import { numberInAddress } from '../../shared/number-in-address';
import { validateAdultWeight, validateOptionalDogWeight } from '../../shared/validate-dog-weight';
import { ADULT_WEIGHT_PARAM, type CompareDog, compareDogFrom, compareFoodsParam } from './compare-query';

/** The fields as the address names them (`parseCompareQuery`). */
interface CompareDogValues {
  weight?: number;
  age?: string;
  size?: string;
  /** A puppy's expected adult weight. */
  [ADULT_WEIGHT_PARAM]?: number;
}

/** The `<form>`'s name: what was entered in it before the scripts arrived is read back by it. */
const COMPARE_DOG_FORM = 'compare-dog';

/** The fields' values as the form holds them (`weight=60.5&age=adult&size=large&adult-weight=`), kept as
 * entered: a weight that is not one stays, to get its message. */
function compareDogValuesFromEntries(entries: URLSearchParams): CompareDogValues {
  return {
    weight: numberInAddress(entries.get('weight')),
    age: entries.get('age') || undefined,
    size: entries.get('size') || undefined,
    [ADULT_WEIGHT_PARAM]: numberInAddress(entries.get(ADULT_WEIGHT_PARAM)),
  };
}

/** The fields side by side where they fit, the button after them; a puppy's extra question joins the row. */
const Fields = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.space(4),
  '& > *': { flex: '1 1 10rem', minWidth: 0 },
  '& > button': { flex: '0 0 auto' },
  [theme.breakpoints.mobile]: { flexDirection: 'column', alignItems: 'stretch', '& > *': { flexBasis: 'auto' } },
}));

const validateAge = required(wizardMessages.age);
const validateSize = required(wizardMessages.size);

export interface CompareDogFormProps {
  dog: CompareDog | null;
  /** The weight the address carries, as typed (a weight outside the limits is not the dog's). */
  sentWeight: number | undefined;
  /** The puppy's expected adult weight the address carries, as typed. */
  sentAdultWeight: number | undefined;
  /** The compared foods' ids, sent along so that the form's answer compares the same foods. */
  foodIds: readonly number[];
  onDogChange: (dog: CompareDog) => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The dog the comparison is for: weight (optional for a grown dog), age group and size, as the wizard
 * asks them, and for a puppy its expected adult weight (shown by CSS once Puppy is picked, so without
 * scripts too). It is a GET form to /compare with the foods along, so without scripts the server
 * answers with the portions and costs for this dog; with them the page changes its address in place.
 */
export function CompareDogForm({ dog, sentWeight, sentAdultWeight, foodIds, onDogChange, labelledBy }: CompareDogFormProps) {
  // Weights sent without scripts that are not ones stay as typed, with their messages, as the fields
  // would show them; the comparison meanwhile leaves them out.
  const weightError = validateOptionalDogWeight(sentWeight);
  const adultWeightError = validateAdultWeight(sentAdultWeight, { age: dog?.age, weightLbs: sentWeight });
  const sentErrors = weightError || adultWeightError ? { weight: weightError, [ADULT_WEIGHT_PARAM]: adultWeightError } : null;
  const submit = (values: CompareDogValues) => {
    const chosen = compareDogFrom(values.age, values.size, values.weight, values[ADULT_WEIGHT_PARAM]);
    if (chosen) onDogChange(chosen);
  };
  const sentValues: CompareDogValues = {
    weight: weightError ? sentWeight : dog?.weightLbs,
    age: dog?.age,
    size: dog?.size,
    [ADULT_WEIGHT_PARAM]: adultWeightError ? sentAdultWeight : dog?.adultWeightLbs,
  };
  const initialValues = useInitialFormValues(COMPARE_DOG_FORM, sentValues, compareDogValuesFromEntries);

  return (
    <Form<CompareDogValues>
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form
          name={COMPARE_DOG_FORM}
          method="get"
          action={routeHref('compare')}
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby={labelledBy}
        >
          {foodIds.length > 0 ? <input type="hidden" name="foods" value={compareFoodsParam(foodIds)} /> : null}
          <ShowFieldErrors errors={sentErrors}>
            <Fields>
              <NumberField
                name="weight"
                label="Weight (lbs)"
                min={dogWeightLimits.min}
                max={dogWeightLimits.max}
                hint="Optional for a grown dog: without it we use its size group. A puppy's portions need it."
                validate={(value) => validateOptionalDogWeight(value)}
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
              <AdultWeightField name={ADULT_WEIGHT_PARAM} weightField="weight" />
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
