import { type DogFood, type DogFoodSummary, dogFoodSummaryOf, mainProteinOf } from '@gentlebowl/contracts';

/** How many foods like it a product page names. */
export const RELATED_FOODS = 4;

/**
 * The foods a product page names as like it: the best rated made with its main protein, then the
 * best rated of its type, each once, never the food itself, at most RELATED_FOODS. `catalogue` is
 * every food, best rated first (as GET /api/dog-foods lists them); the lists they come from are the
 * catalogue's `?protein=` and `?type=` lists.
 */
export function relatedFoodsOf(food: DogFood, catalogue: readonly DogFood[]): DogFoodSummary[] {
  const protein = mainProteinOf(food.matchTags);
  const withProtein = protein ? catalogue.filter((other) => other.matchTags.includes(protein)) : [];
  const ofType = catalogue.filter((other) => other.foodType === food.foodType);
  const seen = new Set([food.id]);
  const related: DogFood[] = [];
  for (const other of [...withProtein, ...ofType]) {
    if (related.length === RELATED_FOODS) break;
    if (seen.has(other.id)) continue;
    seen.add(other.id);
    related.push(other);
  }
  return related.map(dogFoodSummaryOf);
}
