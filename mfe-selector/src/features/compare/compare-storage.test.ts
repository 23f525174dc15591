import { COMPARE_STORAGE_KEY, readStoredCompareList, storeCompareList } from './compare-storage';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === COMPARE_STORAGE_KEY ? value : null) });

describe('the compare list kept in the browser', () => {
  it('reads back what it stored', () => {
    const stored = new Map<string, string>();
    const list = { ids: [4, 9], dog: { age: 'adult', size: 'large', weightLbs: 60 } } as const;
    storeCompareList({ setItem: (key, value) => stored.set(key, value) }, { ids: [...list.ids], dog: list.dog });
    expect(readStoredCompareList({ getItem: (key) => stored.get(key) ?? null })).toEqual(list);
  });

  it("reads back a puppy's weights", () => {
    const stored = new Map<string, string>();
    const dog = { age: 'puppy', size: 'medium', weightLbs: 12, adultWeightLbs: 40 } as const;
    storeCompareList({ setItem: (key, value) => stored.set(key, value) }, { ids: [4], dog });
    expect(readStoredCompareList({ getItem: (key) => stored.get(key) ?? null }).dog).toEqual(dog);
  });

  it.each([null, 'not json', '42', '{"ids":"1,2"}', '[]'])('reads %p as an empty list', (value) => {
    expect(readStoredCompareList(storageWith(value))).toEqual({ ids: [], dog: null });
  });

  it('keeps only ids that can be foods, at most three, and a dog the site knows', () => {
    const value = JSON.stringify({ ids: [3, 3, -1, 'x', 2.5, 5, 6, 7], dog: { age: 'adult', size: 'enormous' } });
    expect(readStoredCompareList(storageWith(value))).toEqual({ ids: [3, 5, 6], dog: null });
  });

  it('forgets the list quietly when the browser refuses to store it', () => {
    expect(() =>
      storeCompareList(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        { ids: [1], dog: null },
      ),
    ).not.toThrow();
  });
});
