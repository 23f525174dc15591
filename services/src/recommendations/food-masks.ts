import type { AgeGroup, Allergy, DogSize, PreferredIngredient, Symptom } from '@gentlebowl/contracts';

/**
 * Which bit of `dog_foods`' mask columns stands for which vocabulary value: the recommendation
 * shortlist filters and scores with integer operations on them rather than reading jsonb and arrays
 * for every food. The generated columns (migration 1764300000000) are computed from this layout, so a
 * change to it, or a new vocabulary value (`food-masks.test.ts` fails then), needs a migration that
 * computes them again.
 */
export const MASK_LAYOUT = {
  age: ['puppy', 'young-adult', 'adult', 'senior'] satisfies AgeGroup[],
  size: ['small', 'medium', 'large', 'giant'] satisfies DogSize[],
  allergy: ['chicken', 'beef', 'dairy', 'wheat', 'soy', 'eggs', 'corn'] satisfies Allergy[],
  symptom: [
    'vomiting',
    'diarrhea',
    'gas',
    'sensitive-stomach',
    'food-allergies',
    'itchy-skin',
    'excessive-licking',
    'hair-loss',
    'lethargy',
    'upset-stomach',
  ] satisfies Symptom[],
  tag: ['chicken', 'beef', 'fish', 'lamb', 'turkey', 'rice', 'potato', 'grainfree'] satisfies PreferredIngredient[],
} as const;

/** The mask of `values` in `layout`; a value without a bit is a programming error, never ignored. */
export function maskOf(layout: readonly string[], values: Iterable<string>): number {
  let mask = 0;
  for (const value of values) {
    const bit = layout.indexOf(value);
    if (bit < 0) throw new RangeError(`"${value}" has no bit in the mask layout (${layout.join(', ')})`);
    mask |= 1 << bit;
  }
  return mask;
}

/** SQL for the mask of the layout's values `contains` finds in a row: a generated column's expression. */
export function maskSql(layout: readonly string[], contains: (quotedValue: string) => string): string {
  return layout.map((value, bit) => `(CASE WHEN ${contains(`'${value}'`)} THEN ${1 << bit} ELSE 0 END)`).join(' | ');
}
