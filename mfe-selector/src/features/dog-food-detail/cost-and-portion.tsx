import styled from '@emotion/styled';
import { ageGroupOptions, approximateUsd, dailyCaloriesFor, dailyPortionText, type DogFood, dogWeightLimits, type FeedingPlan, feedingPlanFor, formatDecimal, isDogWeight } from '@gentlebowl/contracts';
import { useHydrated, useInitialFormValues } from '@gentlebowl/platform';
import { useLocation, useSearchParams } from '@gentlebowl/router';
import { Button, TAB_PARAM } from '@gentlebowl/ui';
import { Form, NumberField, parseNumberInput, SelectField, ShowFieldErrors } from '@gentlebowl/ui/form';
import { useId } from 'react';
import { validateOptionalDogWeight } from '../../shared/validate-dog-weight';
import { PanelHeading } from './detail-styles';
import { INFORMATION_TABS } from './information-tabs';

/** The fields, named as the page's address names them (`?tab=nutritional-info&weightLbs=30&age=adult`). */
interface CostAndPortionValues {
  weightLbs?: number;
  age: (typeof ageGroupOptions)[number]['value'];
}

const COST_AND_PORTION_FORM_NAME = 'cost-and-portion';
const DEFAULT_VALUES: CostAndPortionValues = { age: 'adult' };

/** The values a sent form (the address, or what was typed before the scripts arrived) holds. */
function valuesFromEntries(entries: URLSearchParams, fallback: CostAndPortionValues): CostAndPortionValues {
  const weightLbs = parseNumberInput(entries.get('weightLbs') ?? undefined);
  const age = ageGroupOptions.find((option) => option.value === entries.get('age'))?.value ?? fallback.age;
  return { ...(weightLbs === undefined ? {} : { weightLbs }), age };
}

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 14rem))',
  gap: theme.space(4),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Answer = styled.p(({ theme }) => ({
  margin: `${theme.space(4)} 0 0`,
  padding: theme.space(4),
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.surfaceMuted,
  fontWeight: theme.fontWeights.semibold,
}));

const SendButton = styled(Button)(({ theme }) => ({ marginTop: theme.space(4) }));

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });

function planOf(food: Pick<DogFood, 'figures' | 'discountPercentage'>, values: CostAndPortionValues): FeedingPlan | null {
  if (!isDogWeight(values.weightLbs)) return null;
  try {
    const dailyKcal = dailyCaloriesFor({ weightLbs: values.weightLbs, age: values.age });
    return feedingPlanFor(dailyKcal, food.figures, food.discountPercentage);
  } catch {
    return null;
  }
}

function answerText(plan: FeedingPlan | null): string {
  if (!plan) return 'Enter a weight to see the daily portion and the monthly cost.';
  const estimate = plan.costIsEstimate ? ' (an estimate: see the note on the figures)' : '';
  return `About ${dailyPortionText(plan)} a day, ${wholeNumber(plan.dailyKcal)} kcal, and about ${approximateUsd(plan.monthlyCostUsd)} a month${estimate}.`;
}

/**
 * The daily portion and monthly cost of this food for a dog of a given weight and age, worked out
 * as the food selector's results do, while the owner types. Without scripts it is a GET form to the
 * product's own page, whose server works the answer out from the address.
 */
export function CostAndPortion({ food }: { food: Pick<DogFood, 'figures' | 'discountPercentage'> }) {
  const headingId = useId();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const sentValues = valuesFromEntries(searchParams, DEFAULT_VALUES);
  // A weight sent without scripts that is not one shows its message at once, as the field would.
  const sentErrors = searchParams.has('weightLbs') ? { weightLbs: validateOptionalDogWeight(sentValues.weightLbs) } : null;
  const initialValues = useInitialFormValues(COST_AND_PORTION_FORM_NAME, sentValues, valuesFromEntries);
  // With scripts the answer follows the fields, so the button is for pages without them. Until the
  // scripts have taken the form over, the answer is the server's (see useHydrated).
  const answersAsTyped = useHydrated();
  return (
    <Form<CostAndPortionValues>
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ values }) => (
        <form
          name={COST_AND_PORTION_FORM_NAME}
          id={COST_AND_PORTION_FORM_NAME}
          method="get"
          action={`${pathname}#${COST_AND_PORTION_FORM_NAME}`}
          noValidate
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby={headingId}
        >
          <input type="hidden" name={TAB_PARAM} value={INFORMATION_TABS.nutritionalInfo} />
          <PanelHeading id={headingId}>Cost and portion for your dog</PanelHeading>
          <ShowFieldErrors errors={sentErrors}>
            <Fields>
            <NumberField
              name="weightLbs"
              label="Your dog's weight (lbs)"
              min={dogWeightLimits.min}
              max={dogWeightLimits.max}
              validate={validateOptionalDogWeight}
            />
            <SelectField name="age" label="Age" placeholder={false} options={[...ageGroupOptions]} />
            </Fields>
          </ShowFieldErrors>
          {answersAsTyped ? null : (
            <SendButton type="submit" variant="outline">
              Show portion and cost
            </SendButton>
          )}
          <Answer role="status">{answerText(planOf(food, answersAsTyped ? values : sentValues))}</Answer>
        </form>
      )}
    />
  );
}
