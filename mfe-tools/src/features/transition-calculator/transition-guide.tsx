import { transitionDays, typicalCupEnergy, vetVisitThresholds } from '@gentlebowl/contracts';
import { keepRangesTogether } from '@gentlebowl/ui';
import { InfoPanel } from '../../shared/info-panel';
import { scheduleSteps, type TransitionPeriod } from './transition-plan';

function describeSchedule(period: TransitionPeriod): string {
  return scheduleSteps(period)
    .map(({ firstDay, lastDay, newFoodPercent }) =>
      firstDay === lastDay
        ? `day ${firstDay} ${newFoodPercent}%`
        : `days ${firstDay}-${lastDay} ${newFoodPercent}%`,
    )
    .join(', ');
}

/** The explanatory panels beside the transition calculator. */
export function TransitionGuide() {
  return (
    <>
      <InfoPanel title="Why switch gradually">
        <p>
          A dog's gut bacteria and digestive enzymes adapt to what they eat. A sudden change of food is a common cause of
          vomiting, diarrhea and gas, especially in dogs with sensitive stomachs. Mixing the new food in step by step
          gives the gut time to adjust.
        </p>
      </InfoPanel>
      <InfoPanel title="Calories, not cups">
        <p>
          A typical cup of dry food holds about {typicalCupEnergy.dry.kcalPerCup} kcal, a cup of wet food about{' '}
          {typicalCupEnergy.wet.kcalPerCup} and a cup of fresh food about {typicalCupEnergy.fresh.kcalPerCup}. Swapping cup
          for cup would leave your dog underfed by the end of a switch to wet or fresh food, so the plan keeps each day's
          calories the same and gives each food's amount in cups and in grams.
        </p>
      </InfoPanel>
      <InfoPanel title="7 or 10 days?">
        <p>Share of each day's calories that comes from the new food:</p>
        <ul>
          <li>7 days: {keepRangesTogether(describeSchedule(7))}.</li>
          <li>10 days: {keepRangesTogether(describeSchedule(10))}.</li>
        </ul>
        <p>
          {keepRangesTogether(
            `The usual plan takes ${transitionDays.usual} days. Sensitive dogs often do better over ${transitionDays.sensitive} days: choose 10 days, and if stools loosen, stay at the current step for a few more days.`,
          )}
        </p>
      </InfoPanel>
      <InfoPanel title="When to call your vet">
        <ul>
          <li>Blood in the stool or vomit, or black, tarry stool.</li>
          <li>{keepRangesTogether(`Diarrhea lasting more than ${vetVisitThresholds.lastingSigns}, or repeated vomiting.`)}</li>
          <li>Lethargy, or no appetite for more than {vetVisitThresholds.noAppetite}.</li>
          <li>A painful or bloated belly, or retching without bringing anything up.</li>
        </ul>
        <p>Any of these in a young puppy or a senior dog needs a vet sooner.</p>
      </InfoPanel>
    </>
  );
}
