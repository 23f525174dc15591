import styled from '@emotion/styled';
import { foodTypeLabel, formatDecimal, portionText, vetVisitThresholds } from '@gentlebowl/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, keepRangesTogether, Notice, TableScroller } from '@gentlebowl/ui';
import { useId } from 'react';
import { NO_PRINT_CLASS, PRINT_AREA_CLASS, printSection } from '../../shared/print-section';
import type { TransitionRequest } from './transition-calculator-values';
import { cupSourceText, transitionFoodName } from './transition-food';
import type { FoodAmount, TransitionPlan } from './transition-plan';

const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  '& caption': {
    textAlign: 'start',
    paddingBottom: theme.space(3),
    color: theme.colors.textMuted,
  },
  '& th, & td': {
    padding: `${theme.space(2.5)} ${theme.space(3)}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& thead th': { color: theme.colors.text, fontWeight: theme.fontWeights.semibold },
  '& tbody th': { fontWeight: theme.fontWeights.semibold, whiteSpace: 'nowrap' },
}));

const CalorieSentence = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(4)}`,
  fontWeight: theme.fontWeights.semibold,
}));

const SourceList = styled.ul(({ theme }) => ({ margin: 0, paddingLeft: theme.space(5) }));

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  marginTop: theme.space(5),
}));

export interface TransitionPlanResultProps {
  plan: TransitionPlan;
  request: TransitionRequest;
  /** The result's heading level: one below the calculator's own heading. */
  headingLevel: 'h3' | 'h4';
}

/** A day's amount of one food as it is measured: "1 3/8 cups (323 g)", or "None" once it is gone. */
function amountText({ cups, grams }: FoodAmount): string {
  return cups === 0 && grams === 0 ? 'None' : portionText(cups, 'cup', grams, 'eighths');
}

/** The day-by-day schedule as a table that also prints on its own. */
export function TransitionPlanResult({ plan, request, headingLevel }: TransitionPlanResultProps) {
  const headingId = useId();
  const { currentFood, newFood, transitionPeriod } = request;

  return (
    <Card as="section" aria-labelledby={headingId} className={PRINT_AREA_CLASS}>
      <CardHeader>
        <CardTitle as={headingLevel} id={headingId}>
          Your {transitionPeriod}-day transition plan
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CalorieSentence>
          Each day's amounts keep your dog's daily calories the same as now, about{' '}
          {formatDecimal(plan.dailyKcal, { maximumFractionDigits: 0 })} kcal a day.
        </CalorieSentence>
        <TableScroller>
          <Table>
            <caption>
              From {transitionFoodName(currentFood)} to {transitionFoodName(newFood)}. Percentages are each food's share
              of the day's calories. Cups are rounded to the nearest 1/8 cup; the grams are exact, for a kitchen scale.
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Calories (current / new)</th>
                <th scope="col">Current food ({foodTypeLabel(currentFood.foodType)})</th>
                <th scope="col">New food ({foodTypeLabel(newFood.foodType)})</th>
              </tr>
            </thead>
            <tbody>
              {plan.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">Day {day.day}</th>
                  <td>
                    {day.currentFoodPercent}% / {day.newFoodPercent}%
                  </td>
                  <td>{amountText(day.currentFood)}</td>
                  <td>{amountText(day.newFood)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
        <Footer>
          {plan.cupsFollowPlan ? null : (
            <Notice variant="warning" title="Weigh meals this small">
              <p>
                At this size of meal, 1/8-cup steps change some days' calories, or their mix of the two foods, too
                much. Weigh each food on a kitchen scale and serve the grams.
              </p>
            </Notice>
          )}
          <Notice title="Calories per cup in this plan">
            <SourceList>
              <li>{cupSourceText(currentFood)}</li>
              <li>{cupSourceText(newFood)}</li>
            </SourceList>
          </Notice>
          <Notice title="Go slower if you need to">
            <p>
              {keepRangesTogether(
                `If stools loosen, stay at the current step for 2-3 more days before moving on. Vomiting, blood in the stool, lethargy or diarrhea lasting more than ${vetVisitThresholds.lastingSigns} need a vet, not a slower switch.`,
              )}
            </p>
          </Notice>
          <div className={NO_PRINT_CLASS}>
            <Button variant="outline" onClick={printSection}>
              Print plan
            </Button>
          </div>
        </Footer>
      </CardContent>
    </Card>
  );
}
