import { recommendedFood } from '../../testing/dog-food-fixtures';
import { cardHighlights } from './card-highlights';

describe('cardHighlights', () => {
  it('lists Vet Approved, All Natural, Proven and the retailer, in that order, for what the food has', () => {
    const food = recommendedFood({ isVetRecommended: true, isAllNatural: true, isClinicallyProven: true });
    expect(cardHighlights(food, 'Chewy').map(({ label }) => label)).toEqual(['Vet Approved', 'All Natural', 'Proven', 'Chewy']);
  });

  it('leaves out what the food does not have', () => {
    const food = recommendedFood({ isVetRecommended: false, isAllNatural: true, isClinicallyProven: false });
    expect(cardHighlights(food, null)).toEqual([{ label: 'All Natural', variant: 'default' }]);
  });

  it('shows no badge that no named reviewer stands behind', () => {
    const food = recommendedFood({ isVetRecommended: true, isAllNatural: true, isClinicallyProven: true, review: null });
    expect(cardHighlights(food, 'Amazon')).toEqual([{ label: 'Amazon', variant: 'secondary' }]);
  });
});
