import { compareDogFrom, MAX_COMPARED_FOODS } from './compare-query';
import type { CompareList } from './compare-slice';

/** The localStorage key, with the remote's prefix. */
export const COMPARE_STORAGE_KEY = 'mfe-selector-compare';

const isPositiveId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * The list kept in this browser. Storage is written by other versions of the site and by people, so
 * whatever does not read as a list is an empty list. Call from effects only.
 */
export function readStoredCompareList(storage: Pick<Storage, 'getItem'>): CompareList {
  try {
    const stored = JSON.parse(storage.getItem(COMPARE_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return { ids: [], dog: null };
    const { ids, dog } = stored as Record<string, unknown>;
    const validIds = Array.isArray(ids) ? [...new Set(ids.filter(isPositiveId))].slice(0, MAX_COMPARED_FOODS) : [];
    const { age, size, weightLbs, adultWeightLbs } = (typeof dog === 'object' && dog !== null ? dog : {}) as Record<string, unknown>;
    return { ids: validIds, dog: compareDogFrom(age, size, weightLbs, adultWeightLbs) };
  } catch {
    return { ids: [], dog: null };
  }
}

/** Keeps the list for the next visit; a browser that refuses storage just forgets it. */
export function storeCompareList(storage: Pick<Storage, 'setItem'>, list: CompareList): void {
  try {
    storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ ids: list.ids, dog: list.dog }));
  } catch {
    // Private modes and full storage throw; the list then lasts as long as the page.
  }
}
