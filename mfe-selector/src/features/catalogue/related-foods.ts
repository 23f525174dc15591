import {
  type CataloguePageRequest,
  type DogFood,
  type DogFoodCataloguePage,
  type DogFoodSummary,
  type FoodType,
  foodTypeValues,
  mainProteinOf,
  unfilteredCatalogueQuery,
} from '@gentlebowl/contracts';

/** How many related foods a product page names. */
export const RELATED_FOODS = 4;

const isFoodType = (value: string): value is FoodType => (foodTypeValues as readonly string[]).includes(value);

/**
 * The lists a product page's related foods come from: best rated foods with its main protein, and of
 * its type. Each asks for no more foods than the page may name, with one to spare for the food itself.
 */
export function relatedFoodQueries(food: Pick<DogFood, 'matchTags' | 'foodType'>): {
  protein: CataloguePageRequest | null;
  type: CataloguePageRequest | null;
} {
  const protein = mainProteinOf(food.matchTags);
  const firstFew = { ...unfilteredCatalogueQuery, pageSize: RELATED_FOODS + 1 };
  return {
    protein: protein ? { ...firstFew, protein } : null,
    type: isFoodType(food.foodType) ? { ...firstFew, type: food.foodType } : null,
  };
}

/** Foods with the same protein first, then of the same type, best rated first, without the food itself. */
export function relatedFoods(
  food: Pick<DogFood, 'id'>,
  lists: readonly (DogFoodCataloguePage | undefined)[],
): DogFoodSummary[] {
  const seen = new Set([food.id]);
  const related: DogFoodSummary[] = [];
  for (const other of lists.flatMap((list) => list?.foods ?? [])) {
    if (seen.has(other.id)) continue;
    seen.add(other.id);
    related.push(other);
  }
  return related.slice(0, RELATED_FOODS);
}
