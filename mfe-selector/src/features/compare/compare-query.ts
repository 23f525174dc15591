import {
  type AgeGroup,
  ageGroupValues,
  type DogSize,
  dogSizeValues,
  isDogWeight,
  isOneOf,
} from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';
import { parseDogFoodId } from '../../shared/dog-food-id';
import { numberInAddress } from '../../shared/number-in-address';
import { validateAdultWeight } from '../../shared/validate-dog-weight';

/** How many foods stand side by side: three columns still fit a phone turned sideways. */
export const MAX_COMPARED_FOODS = 3;

/** The dog a comparison works portions and costs out for, as the wizard's dog details give it. */
export interface CompareDog {
  size: DogSize;
  age: AgeGroup;
  /** Without it a grown dog is fed at its size group's typical weight, and the page says so; a
   * puppy's portions need it. */
  weightLbs?: number;
  /** A puppy's expected adult weight, which its portions need too (NRC 2006). */
  adultWeightLbs?: number;
}

/** What a /compare address asks for: its `foods` and the dog. */
export interface CompareQuery extends CompareIds {
  /** Null unless the address names both an age group and a size. */
  dog: CompareDog | null;
}

/**
 * The dog from values an address or the browser's storage hold: null unless the age group and size
 * are ones the site knows; a weight outside the wizard's limits counts as not given, and so does a
 * puppy's expected adult weight below its weight now (a grown dog has none).
 */
export function compareDogFrom(age: unknown, size: unknown, weightLbs: unknown, adultWeightLbs?: unknown): CompareDog | null {
  if (!isOneOf(ageGroupValues, age) || !isOneOf(dogSizeValues, size)) return null;
  const weight = isDogWeight(weightLbs) ? { weightLbs } : {};
  const keepsAdultWeight = age === 'puppy' && isDogWeight(adultWeightLbs) && validateAdultWeight(adultWeightLbs, { age, ...weight }) === undefined;
  return { age, size, ...weight, ...(keepsAdultWeight ? { adultWeightLbs } : {}) };
}

/** A list of food ids as an address writes it (`1,7,12`), read as the compare list takes it. */
export interface CompareIds {
  /** Food ids in the order given, without repeats, at most MAX_COMPARED_FOODS. */
  ids: number[];
  /** Parts that cannot be a food id, as written. */
  unreadableIds: string[];
  /** Ids given beyond MAX_COMPARED_FOODS, left out. */
  droppedIds: number[];
}

/**
 * Reads `1,7,12`, given once or as repeated parameters (`foods=1&foods=7`, as a form with one field
 * per food sends them) taken in order as one list; nothing in it is trusted.
 */
export function parseCompareIds(values: readonly string[]): CompareIds {
  const ids: number[] = [];
  const unreadableIds: string[] = [];
  const droppedIds: number[] = [];
  for (const part of values.flatMap((text) => text.split(','))) {
    const written = part.trim();
    if (written === '') continue;
    const id = parseDogFoodId(written);
    if (id === null) unreadableIds.push(written);
    else if (ids.includes(id) || droppedIds.includes(id)) continue;
    else if (ids.length < MAX_COMPARED_FOODS) ids.push(id);
    else droppedIds.push(id);
  }
  return { ids, unreadableIds, droppedIds };
}

/** The address's name for a puppy's expected adult weight. */
export const ADULT_WEIGHT_PARAM = 'adult-weight';

/** Reads `?foods=1,7,12&weight=60&age=adult&size=large` (`&adult-weight=40` for a puppy); nothing in it
 * is trusted or required. */
export function parseCompareQuery(search: URLSearchParams): CompareQuery {
  const dog = compareDogFrom(
    search.get('age'),
    search.get('size'),
    numberInAddress(search.get('weight')),
    numberInAddress(search.get(ADULT_WEIGHT_PARAM)),
  );
  return { ...parseCompareIds(search.getAll('foods')), dog };
}

/** The `foods` parameter of a comparison of these foods: `1,7,12`. */
export function compareFoodsParam(ids: readonly number[]): string {
  return ids.slice(0, MAX_COMPARED_FOODS).join(',');
}

/** The /compare address for these foods and, when known, this dog. */
export function compareHref(ids: readonly number[], dog?: CompareDog | null): string {
  const query: Record<string, string> = {};
  if (ids.length > 0) query.foods = compareFoodsParam(ids);
  if (dog) {
    if (dog.weightLbs !== undefined) query.weight = String(dog.weightLbs);
    query.age = dog.age;
    query.size = dog.size;
    if (dog.adultWeightLbs !== undefined) query[ADULT_WEIGHT_PARAM] = String(dog.adultWeightLbs);
  }
  return routeHref('compare', { query });
}

/** The dog a recommendation request describes, as a comparison of its results works portions and
 * costs out for (it needs no name or breed). */
export function compareDogOf(dogInfo: CompareDog): CompareDog {
  return {
    size: dogInfo.size,
    age: dogInfo.age,
    ...(dogInfo.weightLbs !== undefined ? { weightLbs: dogInfo.weightLbs } : {}),
    ...(dogInfo.adultWeightLbs !== undefined ? { adultWeightLbs: dogInfo.adultWeightLbs } : {}),
  };
}
