import { type Allergy, allergyValues, type PreferredIngredient } from './food-preferences.js';
import { isOneOf } from './options.js';

/**
 * The allergies a food contains, as far as the catalogue records them: its `allergens` are the
 * authority, and its ingredient tags count too (a food tagged "chicken" contains chicken even if its
 * allergen list was filled in carelessly), since a missed allergen is the one mistake a recommendation
 * must never make. The selector's hard rule and the catalogue's "free from" filter both read this.
 */
export function containedAllergies(food: { allergens: readonly Allergy[]; matchTags: readonly PreferredIngredient[] }): Set<Allergy> {
  return new Set<Allergy>([...food.allergens, ...food.matchTags.filter((tag) => isOneOf(allergyValues, tag))]);
}
