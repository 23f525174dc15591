import { energyText, packagePriceText } from '@gentlebowl/contracts';
import type { DogFood, EstimatedFigure } from '@gentlebowl/contracts';
import { keepRangesTogether, Unbroken } from '@gentlebowl/ui';
import { FigureSourcesNote } from '../../shared/figure-sources-note';
import { CostAndPortion } from './cost-and-portion';
import { FactTable, Muted, PanelHeading, PanelText } from './detail-styles';
import { GUARANTEED_ANALYSIS } from './feeding-guide';

type NutritionFood = Pick<DogFood, 'figures' | 'discountPercentage'>;

function withEstimate(text: string, food: NutritionFood, figures: readonly EstimatedFigure[]): string {
  return figures.some((figure) => food.figures.estimated.includes(figure)) ? `${text} (estimate)` : text;
}

/**
 * Nutritional Info: the Guaranteed Analysis ranges for sensitive stomachs, the food's published
 * energy and package figures with their sources, and its portion and cost for the owner's dog.
 */
export function NutritionalInfoTab({ food }: { food: NutritionFood }) {
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
              <td>{keepRangesTogether(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Calories</th>
            <td>{withEstimate(energyText(food.figures), food, ['energy', 'serving'])}</td>
          </tr>
          <tr>
            <th scope="row">Package and price</th>
            <td>{withEstimate(packagePriceText(food.figures, food.discountPercentage), food, ['package', 'price'])}</td>
          </tr>
        </tbody>
      </FactTable>
      <Muted>
        <FigureSourcesNote figures={food.figures} /> Calories differ a lot between foods (dry foods run about{' '}
        <Unbroken>300-450</Unbroken> kcal per cup), so portion sizes follow the calories, not the cup.
      </Muted>
      <CostAndPortion food={food} />
    </PanelText>
  );
}
