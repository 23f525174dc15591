import { type Allergy, allergyValues, type PreferredIngredient } from './food-preferences.js';
import { isOneOf } from './options.js';

interface AllergenFacts {
  allergens: readonly Allergy[];
  matchTags: readonly PreferredIngredient[];
}

/** A food record's lists do not change while it is held: what it contains is worked out once (the
 * catalogue's "free from" filter asks it of every food on every request). */
const containedByFood = new WeakMap<AllergenFacts, ReadonlySet<Allergy>>();

/**
 * The allergies a food contains, as far as the catalogue records them: its `allergens` are the
 * authority, and its ingredient tags count too (a food tagged "chicken" contains chicken even if its
 * allergen list was filled in carelessly), since a missed allergen is the one mistake a recommendation
 * must never make. The selector's hard rule and the catalogue's "free from" filter both read this.
 */
export function containedAllergies(food: AllergenFacts): ReadonlySet<Allergy> {
  let contained = containedByFood.get(food);
  if (!contained) {
    contained = new Set<Allergy>([...food.allergens, ...food.matchTags.filter((tag) => isOneOf(allergyValues, tag))]);
    containedByFood.set(food, contained);
  }
  return contained;
}
