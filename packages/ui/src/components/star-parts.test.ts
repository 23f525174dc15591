import { starParts } from './star-parts';

describe('starParts', () => {
  it.each([
    [4.6, { full: 4, half: 1, empty: 0 }],
    [4.5, { full: 4, half: 1, empty: 0 }],
    [4.4, { full: 4, half: 0, empty: 1 }],
    [3.5, { full: 3, half: 1, empty: 1 }],
    [3, { full: 3, half: 0, empty: 2 }],
    [5, { full: 5, half: 0, empty: 0 }],
    [0, { full: 0, half: 0, empty: 5 }],
    [0.5, { full: 0, half: 1, empty: 4 }],
  ])('splits %s into full, half and empty stars out of 5', (value, expected) => {
    expect(starParts(value)).toEqual(expected);
  });

  it('handles the catalogue ratings (tenths of a star) divided by 10', () => {
    expect(starParts(46 / 10)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starParts(39 / 10)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starParts(41 / 10)).toEqual({ full: 4, half: 0, empty: 1 });
  });

  it('uses another maximum when asked', () => {
    expect(starParts(7.5, 10)).toEqual({ full: 7, half: 1, empty: 2 });
  });

  it('clamps values outside the scale', () => {
    expect(starParts(6.2)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});
