import { aafcoLifeStageOptions, type DogFood, dryFoodKcalPerCupText, energyText, formatDecimal, type GuaranteedAnalysis, labelOf } from '@gentlebowl/contracts';
import { keepRangesTogether } from '@gentlebowl/ui';
import { LabelSourceNote } from '../../shared/label-source-note';
import { CostAndPortion } from './cost-and-portion';
import { FactTable, Muted, PanelHeading, PanelText } from './detail-styles';
import { GUARANTEED_ANALYSIS } from './feeding-guide';

type NutritionFood = Pick<DogFood, 'label' | 'offers'>;

const percent = (value: number) => `${formatDecimal(value, { maximumFractionDigits: 1 })}%`;

/** The label's guaranteed analysis as it reads: minimums for protein and fat, maximums for fiber and moisture. */
function analysisRows(analysis: GuaranteedAnalysis): { nutrient: string; amount: string }[] {
  return [
    { nutrient: 'Crude protein', amount: `${percent(analysis.crudeProteinMinPct)} (min)` },
    { nutrient: 'Crude fat', amount: `${percent(analysis.crudeFatMinPct)} (min)` },
    { nutrient: 'Crude fiber', amount: `${percent(analysis.crudeFiberMaxPct)} (max)` },
    { nutrient: 'Moisture', amount: `${percent(analysis.moistureMaxPct)} (max)` },
  ];
}

const NOT_RECORDED = 'Not recorded in our catalogue yet: read it on the bag.';

/** The food's own label: analysis, calories and AAFCO statement, with where and when it was read. */
function LabelFactsTable({ label }: { label: NutritionFood['label'] }) {
  const energyEstimated = label.estimated.length > 0;
  return (
    <FactTable>
      <caption>
        <LabelSourceNote label={label} />
      </caption>
      <tbody>
        {label.guaranteedAnalysis ? (
          analysisRows(label.guaranteedAnalysis).map(({ nutrient, amount }) => (
            <tr key={nutrient}>
              <th scope="row">{nutrient}</th>
              <td>{amount}</td>
            </tr>
          ))
        ) : (
          <tr>
            <th scope="row">Guaranteed analysis</th>
            <td>{NOT_RECORDED}</td>
          </tr>
        )}
        <tr>
          <th scope="row">Calories</th>
          <td>{energyEstimated ? `${energyText(label.energy)} (estimate)` : energyText(label.energy)}</td>
        </tr>
        <tr>
          <th scope="row">AAFCO statement</th>
          <td>{label.aafcoStatement ?? NOT_RECORDED}</td>
        </tr>
        {label.aafcoLifeStage ? (
          <tr>
            <th scope="row">Life stage</th>
            <td>{labelOf(aafcoLifeStageOptions, label.aafcoLifeStage)}</td>
          </tr>
        ) : null}
      </tbody>
    </FactTable>
  );
}

/**
 * Nutritional Info: what this food's label states (with its source and date, or that nobody has read
 * it yet), the spec's typical guaranteed analysis for sensitive-stomach foods to compare it with, and
 * the food's portion and cost for the owner's dog.
 */
export function NutritionalInfoTab({ food }: { food: NutritionFood }) {
  return (
    <PanelText>
      <PanelHeading>This food's label</PanelHeading>
      <LabelFactsTable label={food.label} />
      <PanelHeading>Typical guaranteed analysis for sensitive-stomach foods</PanelHeading>
      <FactTable>
        <caption>What a sensitive-stomach formula typically provides, not this food's figures. Compare them with the label.</caption>
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
        </tbody>
      </FactTable>
      <Muted>
        Calories differ a lot between foods (dry foods run {dryFoodKcalPerCupText}), so portion sizes follow the calories,
        not the cup.
      </Muted>
      <CostAndPortion food={food} />
    </PanelText>
  );
}
