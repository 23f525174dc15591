import type { DogFood } from '@gentlebowl/contracts';
import { FactTable, Muted, PanelHeading, PanelText } from './detail-styles';
import { GUARANTEED_ANALYSIS } from './feeding-guide';

/** Nutritional Info: the Guaranteed Analysis ranges for sensitive stomachs, plus the food's calories. */
export function NutritionalInfoTab({ food }: { food: Pick<DogFood, 'kcalPerCup'> }) {
  return (
    <PanelText>
      <PanelHeading>Guaranteed Analysis</PanelHeading>
      <FactTable>
        <caption>What a sensitive-stomach formula typically provides. Compare with the figures on the bag.</caption>
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {GUARANTEED_ANALYSIS.map(({ nutrient, amount }) => (
            <tr key={nutrient}>
              <th scope="row">{nutrient}</th>
              <td>{amount}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Calories</th>
            <td>{food.kcalPerCup === null ? 'Not stated by the maker' : `${food.kcalPerCup} kcal per cup`}</td>
          </tr>
        </tbody>
      </FactTable>
      <Muted>
        Calories differ a lot between foods (dry foods run about 300-450 kcal per cup), so portion sizes follow the
        calories, not the cup.
      </Muted>
    </PanelText>
  );
}
