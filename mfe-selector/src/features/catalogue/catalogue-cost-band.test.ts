import { dogFood, foodFigures } from '../../testing/dog-food-fixtures';
import { costBandOf } from './catalogue-cost-band';

describe('costBandOf', () => {
  it("gives the budget band a month of the food falls in for a 35 lb adult dog, as the selector's results work it out", () => {
    // The fixture costs $39.80 a month for that dog.
    expect(costBandOf(dogFood())).toEqual({ label: 'Under $50', estimate: false });
    // Three times the price per bag: $119.40.
    expect(costBandOf(dogFood({ figures: foodFigures({ package: { label: '24 lb bag', grams: 10886, priceUsd: 194.97 } }) }))).toEqual({
      label: '$100 - $150',
      estimate: false,
    });
  });

  it('counts the discount the buy button shows, and says when a figure behind the cost is estimated', () => {
    expect(costBandOf(dogFood({ discountPercentage: 50, figures: foodFigures({ package: { label: '24 lb bag', grams: 10886, priceUsd: 194.97 } }) }))?.label).toBe(
      '$50 - $100',
    );
    expect(costBandOf(dogFood({ figures: foodFigures({ estimated: ['price'], estimateNote: 'A typical clinic price.' }) }))?.estimate).toBe(true);
  });

  it('gives no band when the figures cannot give a cost', () => {
    expect(costBandOf(dogFood({ figures: foodFigures({ energy: { kcalPerKg: 0, kcalPerServing: 380, servingUnit: 'cup' } }) }))).toBeNull();
  });
});
