import styled from '@emotion/styled';
import { transitionDays } from '@gentlebowl/contracts';
import { keepRangesTogether } from '@gentlebowl/ui';
import { ContentSection } from '../../shared/content-section';
import { GuideTable } from './guide-table';
import { TransitionCalculatorSlot } from './transition-calculator-slot';

/** The common 7-day switch: share of new food in the day's calories, the rest old food. */
const sevenDaySchedule: readonly { days: string; newFoodPercent: number }[] = [
  { days: 'Days 1-2', newFoodPercent: 25 },
  { days: 'Days 3-4', newFoodPercent: 50 },
  { days: 'Days 5-6', newFoodPercent: 75 },
  { days: 'Day 7', newFoodPercent: 100 },
];

const Tips = styled.ul(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.space(5),
  display: 'grid',
  gap: theme.space(2),
  maxWidth: '48rem',
}));

const CalculatorIntro = styled.p({ margin: 0, maxWidth: '48rem' });

/** Guide section 6: the standard schedule, the slower pace sensitive dogs often need, and the
 * calculator that turns either into daily amounts that keep the dog's calories the same. */
export function TransitionScheduleSection() {
  return (
    <ContentSection
      title="Transition Schedule"
      lead="A sudden change of food is one of the most common triggers of an upset. Mix the new food into the old one in steps."
    >
      <GuideTable>
        <caption>The common 7-day transition</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">New food</th>
            <th scope="col">Current food</th>
          </tr>
        </thead>
        <tbody>
          {sevenDaySchedule.map((step) => (
            <tr key={step.days}>
              <th scope="row">{step.days}</th>
              <td>{step.newFoodPercent}%</td>
              <td>{100 - step.newFoodPercent}%</td>
            </tr>
          ))}
        </tbody>
      </GuideTable>
      <Tips>
        <li>
          {keepRangesTogether(`Sensitive dogs often do better over ${transitionDays.sensitive} days: spend longer on each step.`)}
        </li>
        <li>If stools loosen, go back to the last mix that suited your dog and move on more slowly.</li>
        <li>Keep treats and table food to a minimum during the switch, so you can tell what caused any change.</li>
      </Tips>
      <CalculatorIntro>
        The calculator below turns a 7-day or 10-day plan into cups and grams of each food per day. It keeps your dog's daily
        calories where they are now, since a cup of wet or fresh food holds far fewer calories than a cup of dry food.
      </CalculatorIntro>
      <TransitionCalculatorSlot />
    </ContentSection>
  );
}
