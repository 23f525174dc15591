import styled from '@emotion/styled';
import { foodTypeLabel, formatCups } from '@gentlebowl/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Notice } from '@gentlebowl/ui';
import { useId } from 'react';
import { NO_PRINT_CLASS, PRINT_AREA_CLASS, printSection } from '../../shared/print-section';
import type { TransitionFoods } from './transition-calculator-values';
import type { TransitionDay, TransitionPeriod } from './transition-plan';

const TableScroller = styled.div({ overflowX: 'auto' });

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

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  marginTop: theme.space(5),
}));

export interface TransitionPlanResultProps {
  plan: readonly TransitionDay[];
  foods: TransitionFoods;
  cupsPerDay: number;
  transitionPeriod: TransitionPeriod;
  /** The result's heading level: one below the calculator's own heading. */
  headingLevel: 'h3' | 'h4';
}

/** The day-by-day schedule as a table that also prints on its own. */
export function TransitionPlanResult({ plan, foods, cupsPerDay, transitionPeriod, headingLevel }: TransitionPlanResultProps) {
  const headingId = useId();
  const currentLabel = foodTypeLabel(foods.currentFood);
  const newLabel = foodTypeLabel(foods.newFood);

  return (
    <Card as="section" aria-labelledby={headingId} className={PRINT_AREA_CLASS}>
      <CardHeader>
        <CardTitle as={headingLevel} id={headingId}>
          Your {transitionPeriod}-day transition plan
        </CardTitle>
      </CardHeader>
      <CardContent>
        <TableScroller>
          <Table>
            <caption>
              From {currentLabel} to {newLabel}, {formatCups(cupsPerDay)} a day in total. Percentages are the share of
              each food in the day's meals.
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Mix (current / new)</th>
                <th scope="col">Current food ({currentLabel})</th>
                <th scope="col">New food ({newLabel})</th>
              </tr>
            </thead>
            <tbody>
              {plan.map((day) => (
                <tr key={day.day}>
                  <th scope="row">Day {day.day}</th>
                  <td>
                    {day.currentFoodPercent}% / {day.newFoodPercent}%
                  </td>
                  <td>{formatCups(day.currentFoodCups)}</td>
                  <td>{formatCups(day.newFoodCups)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
        <Footer>
          <Notice title="Go slower if you need to">
            <p>
              If stools loosen, stay at the current step for 2-3 more days before moving on. Vomiting, blood in the
              stool, lethargy or diarrhea lasting more than 24-48 hours need a vet, not a slower switch.
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
