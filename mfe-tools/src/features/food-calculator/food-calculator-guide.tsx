import { dryFoodKcalPerCupText, KCAL_PER_CUP, vetVisitThresholds } from '@gentlebowl/contracts';
import { keepRangesTogether } from '@gentlebowl/ui';
import { InfoPanel } from '../../shared/info-panel';

/** The explanatory panels beside the calorie calculator. */
export function FoodCalculatorGuide() {
  return (
    <>
      <InfoPanel title="How the calculator works">
        <p>
          It first works out the resting energy requirement (RER), the calories your dog burns at rest: 70 x (weight in
          kg) to the power 0.75. The daily energy requirement (DER) is RER times a factor for life stage, activity,
          neutering and body condition.
        </p>
        <ul>
          <li>Adults: 1.4 for low activity up to 3 for working dogs; intact adults add 0.2.</li>
          <li>Puppies use 3 and seniors 1.4, whatever their activity.</li>
          <li>Underweight dogs add 0.2, overweight dogs take 0.2 off.</li>
        </ul>
        <p>
          The result is a starting point: dogs of the same weight can need quite different amounts. Weigh your dog every
          few weeks and adjust.
        </p>
      </InfoPanel>
      <InfoPanel title="Reading your food's calories">
        <p>
          The cups figure assumes {KCAL_PER_CUP} kcal per cup. US pet food labels state the calories per cup or can,
          and dry foods range from {dryFoodKcalPerCupText}, so the same daily calories can mean a quarter more or less
          food.
        </p>
        <p>Divide the calories per day by the kcal per cup on your bag to get your own cups per day.</p>
      </InfoPanel>
      <InfoPanel title="Feeding a sensitive stomach">
        <ul>
          <li>Split the daily amount into two or three meals at regular times.</li>
          <li>Keep treats under 10% of daily calories, and skip table scraps.</li>
          <li>Change foods gradually; the Transition Guide tab builds a day-by-day plan.</li>
          <li>
            {keepRangesTogether(
              `See your vet before changing food if there is blood in stool or vomit, or diarrhea lasting over ${vetVisitThresholds.lastingSigns}.`,
            )}
          </li>
        </ul>
      </InfoPanel>
    </>
  );
}
