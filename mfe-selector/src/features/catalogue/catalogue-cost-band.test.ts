import { chewyOffer, dogFood, sampleFood } from '../../testing/dog-food-fixtures';
import { costBandOf } from './catalogue-cost-band';

describe('costBandOf', () => {
  it("gives the budget band a month of the food falls in for the reference dog, as the selector's results work it out", () => {
    // The fixture costs $39.80 a month for a 35 lb adult dog, from the $64.99 24 lb bag.
    expect(costBandOf(dogFood())).toEqual({ label: 'Under $50', estimate: false });
    // Three times the price per bag: $119.40.
    expect(costBandOf(dogFood({ offers: [chewyOffer({ priceUsd: 194.97 })] }))).toEqual({ label: '$100 - $150', estimate: false });
  });

  it('says when the price or the calories behind the cost are estimates', () => {
    // $44.00 a month from the estimated 16 lb bag.
    expect(costBandOf(sampleFood())).toEqual({ label: 'Under $50', estimate: true });
  });

  it('gives no band without a current price: an out-of-date price is no cost', () => {
    expect(costBandOf(dogFood({ offers: [chewyOffer({ current: false })] }))).toBeNull();
    expect(costBandOf(dogFood({ offers: [] }))).toBeNull();
  });
});
