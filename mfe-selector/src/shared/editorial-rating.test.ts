import { formatRating, formatReviewCount, ratingOutOfFive } from './editorial-rating';

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

describe('formatRating', () => {
  it('prints one decimal', () => {
    expect(formatRating(46)).toBe('4.6');
    expect(formatRating(40)).toBe('4.0');
    expect(formatRating(47)).toBe('4.7');
  });
});

describe('formatReviewCount', () => {
  it('groups thousands and says review in the singular for one', () => {
    expect(formatReviewCount(1280)).toBe('1,280 reviews');
    expect(formatReviewCount(1)).toBe('1 review');
    expect(formatReviewCount(0)).toBe('0 reviews');
  });
});
