import { parseDogFoodId } from './dog-food-id';

describe('parseDogFoodId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %i', (segment, id) => {
    expect(parseDogFoodId(segment)).toBe(id);
  });

  it.each([undefined, '', '0', '-3', '007', '4.5', '12abc', 'abc', '1e3', '2147483648', '99999999999'])(
    'rejects %p',
    (segment) => {
      expect(parseDogFoodId(segment)).toBeNull();
    },
  );
});
