import { recommendedFood } from '../../testing/dog-food-fixtures';
import { cardHighlights } from './card-highlights';

describe('cardHighlights', () => {
  it('lists Vet Approved, All Natural, Proven and the retailer, in that order, for what the food has', () => {
    const food = recommendedFood({ isVetRecommended: true, isAllNatural: true, isClinicallyProven: true, retailer: 'Chewy' });
    expect(cardHighlights(food).map(({ label }) => label)).toEqual(['Vet Approved', 'All Natural', 'Proven', 'Chewy']);
  });

  it('leaves out what the food does not have', () => {
    const food = recommendedFood({ isVetRecommended: false, isAllNatural: true, isClinicallyProven: false, retailer: null });
    expect(cardHighlights(food)).toEqual([{ label: 'All Natural', variant: 'default' }]);
  });
});
