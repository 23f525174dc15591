import styled from '@emotion/styled';
import { Card, CardContent, CardHeader, CardTitle, Notice } from '@gentlebowl/ui';
import { useId } from 'react';
import {
  approximateUsd,
  type CalorieNeeds,
  costBasisText,
  DAYS_PER_MONTH,
  dryFoodKcalPerCupText,
  energyText,
  formatCups,
  formatDecimal,
  KCAL_PER_CUP,
  labelSourceText,
  measuredPortionText,
  SAMPLE_CATALOGUE_NOTE,
  SAMPLE_CATALOGUE_TITLE,
} from '@gentlebowl/contracts';
import type { FeedingCaution } from './feeding-cautions';
import type { FoodChoice } from './food-choice';

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: theme.space(4),
  margin: 0,
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

/** Shows the number above its label, while the DOM keeps the dt-then-dd order screen readers expect. */
const Figure = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: theme.space(1),
  padding: theme.space(4),
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.surfaceMuted,
  [theme.breakpoints.mobile]: { padding: theme.space(3) },
}));

const FigureLabel = styled.dt(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const FigureValue = styled.dd(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['2xl'],
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.text,
  // Two tiles a row on a phone: a figure and its unit ('1164 kcal') still fit on one line.
  [theme.breakpoints.mobile]: { fontSize: theme.fontSizes.xl },
}));

const Notes = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  marginTop: theme.space(5),
}));

export interface CalorieNeedsResultProps {
  result: CalorieNeeds;
  cautions: readonly FeedingCaution[];
  /** The catalogue food the owner picked, if any. */
  choice?: FoodChoice | null;
}

const ChoiceHeading = styled.h4(({ theme }) => ({ margin: `${theme.space(6)} 0 ${theme.space(3)}`, fontSize: theme.fontSizes.lg }));

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });

/** The picked food's figures for this dog: what goes in the bowl and what it costs a month, each with
 * where its figures come from. */
function FoodChoiceFigures({ choice: { food, plan } }: { choice: FoodChoice }) {
  const { energy, estimateNote } = food.label;
  const { cost } = plan;
  return (
    <>
      <ChoiceHeading>
        With {food.brand} {food.name}
      </ChoiceHeading>
      <Figures>
        <Figure>
          <FigureLabel>Daily portion</FigureLabel>
          <FigureValue>{measuredPortionText(plan)}</FigureValue>
        </Figure>
        <Figure>
          <FigureLabel>Grams per day</FigureLabel>
          <FigureValue>{wholeNumber(plan.dailyGrams)} g</FigureValue>
        </Figure>
        <Figure>
          <FigureLabel>{cost?.isEstimate ? 'Monthly cost (estimate)' : 'Monthly cost'}</FigureLabel>
          <FigureValue>{cost ? approximateUsd(cost.monthlyCostUsd) : 'No current price'}</FigureValue>
        </Figure>
        <Figure>
          <FigureLabel>Calories per {energy.servingUnit}</FigureLabel>
          <FigureValue>{wholeNumber(energy.kcalPerServing)} kcal</FigureValue>
        </Figure>
      </Figures>
      <Notes>
        <Notice title={`${labelSourceText(food.label)}: ${energyText(energy)}`}>
          <p>
            {cost ? `The monthly cost is ${DAYS_PER_MONTH} days of this portion. ${costBasisText(cost)}` : 'No price of this food is current, so no monthly cost is worked out.'}
            {food.costNote ? ` ${food.costNote}` : ''}
            {estimateNote ? ` ${estimateNote}` : ''}
          </p>
          {food.sampleData ? <p>{`${SAMPLE_CATALOGUE_TITLE}: ${SAMPLE_CATALOGUE_NOTE}`}</p> : null}
        </Notice>
      </Notes>
    </>
  );
}

/** The four numbers of the calculation, the cup-size assumption, any cautions for this dog and the
 * picked food's portion and monthly cost. */
export function CalorieNeedsResult({ result, cautions, choice }: CalorieNeedsResultProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          Your dog's daily nutritional needs
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Figures>
          <Figure>
            <FigureLabel>Resting energy requirement (RER)</FigureLabel>
            <FigureValue>{result.rer} kcal</FigureValue>
          </Figure>
          <Figure>
            <FigureLabel>Daily energy requirement (DER)</FigureLabel>
            <FigureValue>{result.der} kcal</FigureValue>
          </Figure>
          <Figure>
            <FigureLabel>Calories per day</FigureLabel>
            <FigureValue>{result.caloriesPerDay} kcal</FigureValue>
          </Figure>
          <Figure>
            <FigureLabel>Cups per day</FigureLabel>
            <FigureValue>{formatCups(result.cupsPerDay)}</FigureValue>
          </Figure>
        </Figures>
        <Notes>
          <Notice title={`Cups are based on ${KCAL_PER_CUP} kcal per cup`}>
            <p>
              Foods differ a lot: dry foods run from {dryFoodKcalPerCupText}. Find the kcal per cup on your
              dog's food bag and divide {result.caloriesPerDay} kcal by it for a more accurate daily amount. Keep
              treats under 10% of daily calories.
            </p>
          </Notice>
          {cautions.map((caution) => (
            <Notice key={caution.id} variant="warning" title="Check with your vet">
              <p>{caution.text}</p>
            </Notice>
          ))}
        </Notes>
        {choice ? <FoodChoiceFigures choice={choice} /> : null}
      </CardContent>
    </Card>
  );
}
