import { pageAddress } from '@gentlebowl/routes';
import { compareHref, parseCompareQuery } from './compare-query';

const parse = (search: string) => parseCompareQuery(new URLSearchParams(search));

describe('parseCompareQuery', () => {
  it('reads the foods in order and the dog of a shared address', () => {
    expect(parse('foods=1,7,12&weight=60&age=adult&size=large')).toEqual({
      ids: [1, 7, 12],
      unreadableIds: [],
      droppedIds: [],
      dog: { weightLbs: 60, age: 'adult', size: 'large' },
    });
  });

  it('reads the commas URLSearchParams writes as %2C, spaces and repeats', () => {
    expect(parse('foods=3%2C%203,,5').ids).toEqual([3, 5]);
  });

  it('reads repeated foods parameters together as one list, as it reads a comma-separated one', () => {
    expect(parse('foods=1&foods=2')).toEqual(parse('foods=1,2'));
    expect(parse('foods=1&foods=2').ids).toEqual([1, 2]);
    // The shell's server keeps every repeat when it drops the parameters the page does not read.
    expect(pageAddress(new URL('/compare?foods=1&utm=x&foods=2', 'http://shell'))).toBe('/compare?foods=1&foods=2');
  });

  it('drops a food repeated across parameters and keeps the limit over all of them', () => {
    const query = parse('foods=4,5&foods=5&foods=6,7&foods=8');
    expect(query.ids).toEqual([4, 5, 6]);
    expect(query.droppedIds).toEqual([7, 8]);
  });

  it('keeps the first three foods and reports the others as left out', () => {
    const query = parse('foods=4,5,6,7,8');
    expect(query.ids).toEqual([4, 5, 6]);
    expect(query.droppedIds).toEqual([7, 8]);
  });

  it('reports what cannot be a food id instead of asking the API about it', () => {
    const query = parse('foods=2,abc,0,-4,9');
    expect(query.ids).toEqual([2, 9]);
    expect(query.unreadableIds).toEqual(['abc', '0', '-4']);
  });

  it('has no foods and no dog for a bare address', () => {
    expect(parse('')).toEqual({ ids: [], unreadableIds: [], droppedIds: [], dog: null });
  });

  it('needs both an age group and a size it knows for a dog; the weight is optional', () => {
    expect(parse('age=senior&size=small').dog).toEqual({ age: 'senior', size: 'small' });
    expect(parse('weight=60&age=adult').dog).toBeNull();
    expect(parse('weight=60&size=large').dog).toBeNull();
    expect(parse('age=teen&size=large').dog).toBeNull();
    expect(parse('age=adult&size=huge').dog).toBeNull();
  });

  it("reads a puppy's expected adult weight, and only a puppy's", () => {
    expect(parse('weight=12&adult-weight=40&age=puppy&size=medium').dog).toEqual({ age: 'puppy', size: 'medium', weightLbs: 12, adultWeightLbs: 40 });
    expect(parse('weight=60&adult-weight=70&age=adult&size=large').dog).toEqual({ age: 'adult', size: 'large', weightLbs: 60 });
  });

  it.each(['300', '10', 'abc'])("drops a puppy's expected adult weight %p that is none or below its weight now", (adultWeight) => {
    expect(parse(`weight=12&adult-weight=${adultWeight}&age=puppy&size=medium`).dog).toEqual({ age: 'puppy', size: 'medium', weightLbs: 12 });
  });

  it.each(['0', '251', 'abc', '-5', ''])('drops the weight %p but keeps the dog', (weight) => {
    expect(parse(`weight=${weight}&age=adult&size=medium`).dog).toEqual({ age: 'adult', size: 'medium' });
  });

  it('reads a weight as a number input sends it, exponent included', () => {
    expect(parse('weight=1e2&age=adult&size=medium').dog).toEqual({ age: 'adult', size: 'medium', weightLbs: 100 });
  });
});

describe('compareHref', () => {
  it("writes only parameters the route declares, so the shell's server renders and caches the whole comparison", () => {
    const href = compareHref([1, 7, 12], { weightLbs: 12, age: 'puppy', size: 'large', adultWeightLbs: 70 });
    expect(pageAddress(new URL(href, 'http://shell'))).toBe(href);
  });

  it('writes the foods as a readable list, with the dog when known', () => {
    expect(compareHref([1, 7, 12], { weightLbs: 60, age: 'adult', size: 'large' })).toBe(
      '/compare?foods=1,7,12&weight=60&age=adult&size=large',
    );
    expect(compareHref([3], { age: 'puppy', size: 'small' })).toBe('/compare?foods=3&age=puppy&size=small');
    expect(compareHref([3], { age: 'puppy', size: 'small', weightLbs: 6, adultWeightLbs: 18 })).toBe(
      '/compare?foods=3&weight=6&age=puppy&size=small&adult-weight=18',
    );
    expect(compareHref([3, 4])).toBe('/compare?foods=3,4');
    expect(compareHref([])).toBe('/compare');
  });

  it('is read back as it was written', () => {
    const dog = { weightLbs: 12.5, age: 'puppy', size: 'small', adultWeightLbs: 22 } as const;
    const href = compareHref([8, 2], dog);
    expect(parse(href.split('?')[1] ?? '')).toMatchObject({ ids: [8, 2], dog });
  });
});
