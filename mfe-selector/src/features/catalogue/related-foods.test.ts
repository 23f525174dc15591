import { relatedFoodLists } from './related-foods';

describe('the lists related foods come from', () => {
  it('are the best rated foods with the main protein, and of the same type', () => {
    expect(relatedFoodLists({ matchTags: ['potato', 'turkey', 'fish'], foodType: 'wet' })).toEqual({
      protein: { protein: 'turkey', freeFrom: [], sort: 'rating', page: 1 },
      type: { type: 'wet', freeFrom: [], sort: 'rating', page: 1 },
    });
    // A pre-mix has no animal protein, and a type the catalogue does not know has no list.
    expect(relatedFoodLists({ matchTags: ['potato', 'grainfree'], foodType: 'kibble' })).toEqual({ protein: null, type: null });
  });
});
