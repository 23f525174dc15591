import styled from '@emotion/styled';
import { dogWeightLimits, type MissingDogWeight, wizardMessages } from '@gentlebowl/contracts';
import { useInitialFormValues } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Button, Notice } from '@gentlebowl/ui';
import { Form, NumberField, ShowFieldErrors } from '@gentlebowl/ui/form';
import { numberInAddress } from '../../shared/number-in-address';
import { validateOptionalAdultWeight, validateOptionalDogWeight } from '../../shared/validate-dog-weight';

/** A puppy's weights as the results address names them (`weight`, `adult-weight`). */
export interface PuppyWeights {
  weight?: number;
  'adult-weight'?: number;
}

/** What the results need to ask a puppy's weights again: the answers the form carries, and where it goes. */
export interface WeightsQuestion {
  /** The results address's other answers, sent along unseen so the answer is the same results. */
  carried: readonly (readonly [string, string])[];
  /** The weights the address holds, as typed: shown again, with their messages when not valid. */
  sent: PuppyWeights;
  /** With scripts: show the results for these weights. */
  onSubmit: (weights: PuppyWeights) => void;
}

/** The `<form>`'s name: what was entered in it before the scripts arrived is read back by it. */
const PUPPY_WEIGHTS_FORM = 'puppy-weights';

/** The weights as the form holds them, kept as entered (one that is not a weight gets its message). */
function puppyWeightsFromEntries(entries: URLSearchParams): PuppyWeights {
  const weight = numberInAddress(entries.get('weight'));
  const adultWeight = numberInAddress(entries.get('adult-weight'));
  return { ...(weight === undefined ? {} : { weight }), ...(adultWeight === undefined ? {} : { 'adult-weight': adultWeight }) };
}

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr)) auto',
  alignItems: 'end',
  gap: theme.space(4),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const requiredWeight = (message: string) => (value: unknown) =>
  value === undefined || value === null || value === '' ? message : validateOptionalDogWeight(value, message);

function weightErrors(values: PuppyWeights, missing: readonly MissingDogWeight[]): Partial<Record<keyof PuppyWeights, string>> {
  const weight = missing.includes('weight') ? requiredWeight(wizardMessages.puppyWeightNeeded)(values.weight) : validateOptionalDogWeight(values.weight);
  const adultWeight =
    (missing.includes('adult-weight') ? requiredWeight(wizardMessages.puppyAdultWeightNeeded)(values['adult-weight']) : undefined) ??
    validateOptionalAdultWeight(values['adult-weight'], values.weight);
  return { ...(weight ? { weight } : {}), ...(adultWeight ? { 'adult-weight': adultWeight } : {}) };
}

/**
 * The results' question for a puppy whose weights were not given: no portion is worked out from a
 * guessed weight, since a puppy's needs follow how far it has grown. A GET form to the results
 * address with the other answers along, so it works without scripts; with them the page changes its
 * address in place.
 */
export function PuppyWeightsForm({ dogName, missing, question }: { dogName: string; missing: readonly MissingDogWeight[]; question: WeightsQuestion }) {
  const sentErrors = Object.keys(question.sent).length > 0 ? weightErrors(question.sent, missing) : {};
  const initialValues = useInitialFormValues(PUPPY_WEIGHTS_FORM, question.sent, puppyWeightsFromEntries);
  return (
    <Notice title={`How much does ${dogName} weigh?`}>
      <p>
        A puppy's daily calories follow how far it has grown, so portions and costs need its weight now and the weight
        expected when grown (your vet or breeder can estimate it). We won't guess them.
      </p>
      <Form<PuppyWeights>
        onSubmit={question.onSubmit}
        initialValues={initialValues}
        validate={(values) => weightErrors(values, missing)}
        render={({ handleSubmit }) => (
          <form
            name={PUPPY_WEIGHTS_FORM}
            method="get"
            action={routeHref('food-selector')}
            noValidate
            onSubmit={handleSubmit}
            aria-label={`${dogName}'s weights`}
          >
            {question.carried.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <ShowFieldErrors errors={Object.keys(sentErrors).length > 0 ? sentErrors : null}>
              <Fields>
                <NumberField name="weight" label="Weight now (lbs)" required min={dogWeightLimits.min} max={dogWeightLimits.max} />
                <NumberField name="adult-weight" label="Expected adult weight (lbs)" required min={dogWeightLimits.min} max={dogWeightLimits.max} />
                <Button type="submit" variant="primary">
                  Show portions and costs
                </Button>
              </Fields>
            </ShowFieldErrors>
          </form>
        )}
      />
    </Notice>
  );
}
