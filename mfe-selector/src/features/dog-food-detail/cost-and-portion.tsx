import styled from '@emotion/styled';
import {
  adultDailyCalories,
  type AgeGroup,
  ageGroupOptions,
  approximateUsd,
  costBasisText,
  type DogFood,
  dogWeightLimits,
  type FeedingPlan,
  feedingPlanFor,
  formatDecimal,
  isDogWeight,
  measuredPortionText,
  PUPPY_GROWTH_FORMULA_SOURCE,
  puppyGrowthCalories,
} from '@gentlebowl/contracts';
import { useHydrated, useInitialFormValues } from '@gentlebowl/platform';
import { useLocation, useSearchParams } from '@gentlebowl/router';
import { Button, TAB_PARAM } from '@gentlebowl/ui';
import { Form, NumberField, parseNumberInput, SelectField, ShowFieldErrors } from '@gentlebowl/ui/form';
import { useId } from 'react';
import { AdultWeightField } from '../../shared/adult-weight-field';
import { validateAdultWeight, validateOptionalDogWeight } from '../../shared/validate-dog-weight';
import { PanelHeading } from './detail-styles';
import { INFORMATION_TABS } from './information-tabs';

/** The fields, named as the page's address names them (`?tab=nutritional-info&weightLbs=12&age=puppy&adultWeightLbs=40`). */
interface CostAndPortionValues {
  weightLbs?: number;
  age: AgeGroup;
  /** Asked for a puppy only: its expected adult weight. */
  adultWeightLbs?: number;
}

const COST_AND_PORTION_FORM_NAME = 'cost-and-portion';
const DEFAULT_VALUES: CostAndPortionValues = { age: 'adult' };

/** The values a sent form (the address, or what was typed before the scripts arrived) holds. */
function valuesFromEntries(entries: URLSearchParams, fallback: CostAndPortionValues): CostAndPortionValues {
  const weightLbs = parseNumberInput(entries.get('weightLbs') ?? undefined);
  const adultWeightLbs = parseNumberInput(entries.get('adultWeightLbs') ?? undefined);
  const age = ageGroupOptions.find((option) => option.value === entries.get('age'))?.value ?? fallback.age;
  return { ...(weightLbs === undefined ? {} : { weightLbs }), age, ...(adultWeightLbs === undefined ? {} : { adultWeightLbs }) };
}

function errorsOf(values: CostAndPortionValues): { weightLbs?: string; adultWeightLbs?: string } {
  return { weightLbs: validateOptionalDogWeight(values.weightLbs), adultWeightLbs: validateAdultWeight(values.adultWeightLbs, values) };
}

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 16rem))',
  gap: theme.space(4),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Answer = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  margin: `${theme.space(4)} 0 0`,
  padding: theme.space(4),
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.surfaceMuted,
  '& p': { margin: 0 },
}));

const Portion = styled.p(({ theme }) => ({ fontWeight: theme.fontWeights.semibold }));

const Source = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

const SendButton = styled(Button)(({ theme }) => ({ marginTop: theme.space(4) }));

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });

/**
 * The dog's daily calories, or null while the form does not say enough: a grown dog by the site's
 * calorie formula from its weight, a puppy by NRC 2006's growth formula from its weight now and its
 * expected adult weight. Nothing is guessed.
 */
function dailyKcalOf(values: CostAndPortionValues): number | null {
  const { weightLbs, adultWeightLbs, age } = values;
  if (!isDogWeight(weightLbs) || Object.values(errorsOf(values)).some(Boolean)) return null;
  if (age !== 'puppy') return adultDailyCalories({ weightLbs, age });
  return isDogWeight(adultWeightLbs) ? puppyGrowthCalories(weightLbs, adultWeightLbs) : null;
}

function planOf(food: Pick<DogFood, 'label' | 'offers'>, values: CostAndPortionValues): FeedingPlan | null {
  const dailyKcal = dailyKcalOf(values);
  return dailyKcal === null ? null : feedingPlanFor(dailyKcal, food);
}

/** What the form answers: the portion an owner can measure, the monthly cost with the package and
 * price it comes from, or what the form still needs. */
function AnswerText({ plan, puppy }: { plan: FeedingPlan | null; puppy: boolean }) {
  if (!plan) {
    return (
      <Portion>
        {puppy
          ? "Enter your puppy's weight now and its expected adult weight to see the daily portion and the monthly cost."
          : 'Enter a weight to see the daily portion and the monthly cost.'}
      </Portion>
    );
  }
  const { cost } = plan;
  const portion = `About ${measuredPortionText(plan)} a day, ${wholeNumber(plan.dailyKcal)} kcal`;
  return (
    <>
      <Portion>
        {cost
          ? `${portion}, and about ${approximateUsd(cost.monthlyCostUsd)} a month${cost.isEstimate ? ' (an estimate)' : ''}.`
          : `${portion}. No current price, so no monthly cost.`}
      </Portion>
      {cost ? <Source>{costBasisText(cost)}</Source> : null}
      {puppy ? (
        <Source>
          A growing puppy's calories from the {PUPPY_GROWTH_FORMULA_SOURCE}: they fall as it grows, so work them out again every
          few weeks.
        </Source>
      ) : null}
    </>
  );
}

/**
 * The daily portion and monthly cost of this food for a dog of a given weight and age (a puppy's
 * expected adult weight too), worked out as the food selector's results do, while the owner types.
 * Without scripts it is a GET form to the product's own page, whose server works the answer out from
 * the address.
 */
export function CostAndPortion({ food }: { food: Pick<DogFood, 'label' | 'offers'> }) {
  const headingId = useId();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const sentValues = valuesFromEntries(searchParams, DEFAULT_VALUES);
  // Weights sent without scripts that are not ones show their messages at once, as the fields would.
  const sent = searchParams.has('weightLbs') || searchParams.has('adultWeightLbs');
  const sentErrors = sent ? errorsOf(sentValues) : null;
  const initialValues = useInitialFormValues(COST_AND_PORTION_FORM_NAME, sentValues, valuesFromEntries);
  // With scripts the answer follows the fields, so the button is for pages without them. Until the
  // scripts have taken the form over, the answer is the server's (see useHydrated).
  const answersAsTyped = useHydrated();
  return (
    <Form<CostAndPortionValues>
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ values }) => {
        const answered = answersAsTyped ? values : sentValues;
        return (
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
                  label="Your dog's weight now (lbs)"
                  min={dogWeightLimits.min}
                  max={dogWeightLimits.max}
                  validate={(value) => validateOptionalDogWeight(value)}
                />
                <SelectField name="age" label="Age" placeholder={false} options={[...ageGroupOptions]} />
                <AdultWeightField name="adultWeightLbs" weightField="weightLbs" />
              </Fields>
            </ShowFieldErrors>
            {answersAsTyped ? null : (
              <SendButton type="submit" variant="outline">
                Show portion and cost
              </SendButton>
            )}
            <Answer role="status">
              <AnswerText plan={planOf(food, answered)} puppy={answered.age === 'puppy'} />
            </Answer>
          </form>
        );
      }}
    />
  );
}
