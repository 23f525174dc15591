import type { AgeGroup, Allergy, DogSize, PreferredIngredient, Symptom } from '@gentlebowl/contracts';

/**
 * Which bit of `dog_foods`' mask columns stood for which vocabulary value, for the migrations that
 * made them (1764300000000, 1764500000000; FoodProvenance1764900000000 drops them, since the API now
 * ranks from the catalogue it holds in memory). Kept as those migrations knew it, so running them on
 * an empty database builds the same schema as before.
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

/** SQL for the mask of the layout's values `contains` finds in a row: a generated column's expression. */
export function maskSql(layout: readonly string[], contains: (quotedValue: string) => string): string {
  return layout.map((value, bit) => `(CASE WHEN ${contains(`'${value}'`)} THEN ${1 << bit} ELSE 0 END)`).join(' | ');
}
