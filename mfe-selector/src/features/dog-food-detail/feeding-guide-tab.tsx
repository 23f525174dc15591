import { toolsSectionHref } from '@gentlebowl/routes';
import { keepRangesTogether, Notice } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { FactTable, PanelHeading, PanelText } from './detail-styles';
import { FEEDING_TABLE, TRANSITION_TIPS } from './feeding-guide';

/** Feeding Guide: the weight-to-daily-amount table, transition tips and the disclaimer. */
export function FeedingGuideTab() {
  return (
    <PanelText>
      <PanelHeading>Daily feeding amounts</PanelHeading>
      <FactTable>
        <caption>Cups of dry food a day for an adult dog, split into two meals.</caption>
        <thead>
          <tr>
            <th scope="col">Dog's weight</th>
            <th scope="col">Daily amount</th>
          </tr>
        </thead>
        <tbody>
          {FEEDING_TABLE.map(({ weight, dailyAmount }) => (
            <tr key={weight}>
              <th scope="row">{keepRangesTogether(weight)}</th>
              <td>{keepRangesTogether(dailyAmount)}</td>
            </tr>
          ))}
        </tbody>
      </FactTable>
      <PanelHeading>Transitioning to this food</PanelHeading>
      <ul>
        {TRANSITION_TIPS.map((tip) => (
          <li key={tip}>{keepRangesTogether(tip)}</li>
        ))}
      </ul>
      <p>
        Plan the switch day by day with our <Link to={toolsSectionHref('feeding-guide')}>food transition calculator</Link>, or work
        out your dog's calories with the <Link to={toolsSectionHref('feeding-calculator')}>feeding calculator</Link>.
      </p>
      <Notice title="Feeding disclaimer">
        <p>
          These amounts are a starting point, not a prescription: needs vary with age, activity and the food's calories.
          Follow the feeding guide on the bag, watch your dog's weight, and ask your veterinarian before changing the
          diet of a dog with a medical condition.
        </p>
      </Notice>
    </PanelText>
  );
}
