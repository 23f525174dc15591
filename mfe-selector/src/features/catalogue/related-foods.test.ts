import { dogFood, dogFoodSummary } from '../../testing/dog-food-fixtures';
import { relatedFoodQueries, relatedFoods } from './related-foods';

const page = (ids: number[]) => ({
  foods: ids.map((id) => dogFoodSummary(dogFood({ id }))),
  total: ids.length,
  page: 1,
  pageSize: 5,
  pageCount: 1,
});

describe('related foods', () => {
  it('come from the five best rated foods with the main protein, then of the same type (four, and one may be the food itself)', () => {
    expect(relatedFoodQueries({ matchTags: ['potato', 'turkey', 'fish'], foodType: 'wet' })).toEqual({
      protein: { protein: 'turkey', freeFrom: [], sort: 'rating', page: 1, pageSize: 5 },
      type: { type: 'wet', freeFrom: [], sort: 'rating', page: 1, pageSize: 5 },
    });
    // A pre-mix has no animal protein, and a type the catalogue does not know has no list.
    expect(relatedFoodQueries({ matchTags: ['potato', 'grainfree'], foodType: 'kibble' })).toEqual({ protein: null, type: null });
  });

  it('list the same-protein foods first, each once, never the food itself, at most four', () => {
    expect(relatedFoods({ id: 2 }, [page([2, 5]), page([9, 5, 2, 3, 4, 8])]).map((food) => food.id)).toEqual([5, 9, 3, 4]);
    expect(relatedFoods({ id: 2 }, [undefined, page([2])])).toEqual([]);
  });
});
