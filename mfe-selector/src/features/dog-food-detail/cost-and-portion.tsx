import styled from '@emotion/styled';
import { ageGroupOptions, approximateUsd, dailyCaloriesFor, dailyPortionText, type DogFood, dogWeightLimits, type FeedingPlan, feedingPlanFor, formatDecimal, isDogWeight } from '@gentlebowl/contracts';
import { Form, NumberField, SelectField } from '@gentlebowl/ui/form';
import { useId } from 'react';
import { validateOptionalDogWeight } from '../../shared/validate-dog-weight';
import { PanelHeading } from './detail-styles';

interface CostAndPortionValues {
  weightLbs?: number;
  age: (typeof ageGroupOptions)[number]['value'];
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
 * as the food selector's results do, while the owner types.
 */
export function CostAndPortion({ food }: { food: Pick<DogFood, 'figures' | 'discountPercentage'> }) {
  const headingId = useId();
  return (
    <Form<CostAndPortionValues>
      onSubmit={() => undefined}
      initialValues={{ age: 'adult' }}
      render={({ values }) => (
        <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby={headingId}>
          <PanelHeading id={headingId}>Cost and portion for your dog</PanelHeading>
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
          <Answer role="status">{answerText(planOf(food, values))}</Answer>
        </form>
      )}
    />
  );
}
