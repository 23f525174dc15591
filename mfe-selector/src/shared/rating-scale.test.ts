import { ratingOutOfFive } from './rating-scale';

describe('ratingOutOfFive', () => {
  it.each([
    [46, 4.6],
    [40, 4],
    [0, 0],
    [50, 5],
    [35, 3.5],
  ])('shows the catalogue rating %i as %d stars', (rating, stars) => {
    expect(ratingOutOfFive(rating)).toBeCloseTo(stars, 10);
  });

  it('clamps values outside 0-50 and treats a missing number as 0', () => {
    expect(ratingOutOfFive(62)).toBe(5);
    expect(ratingOutOfFive(-4)).toBe(0);
    expect(ratingOutOfFive(Number.NaN)).toBe(0);
  });
});
