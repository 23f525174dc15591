import {
  type CatalogueQuery,
  type DogFood,
  type DogFoodCataloguePage,
  type FoodType,
  foodTypeValues,
  mainProteinOf,
  unfilteredCatalogueQuery,
} from '@gentlebowl/contracts';

/** How many related foods a product page names. */
export const RELATED_FOODS = 4;

const isFoodType = (value: string): value is FoodType => (foodTypeValues as readonly string[]).includes(value);

/** The lists a product page's related foods come from: best rated foods with its main protein, and of its type. */
export function relatedFoodQueries(food: Pick<DogFood, 'matchTags' | 'foodType'>): {
  protein: CatalogueQuery | null;
  type: CatalogueQuery | null;
} {
  const protein = mainProteinOf(food.matchTags);
  return {
    protein: protein ? { ...unfilteredCatalogueQuery, protein } : null,
    type: isFoodType(food.foodType) ? { ...unfilteredCatalogueQuery, type: food.foodType } : null,
  };
}

/** Foods with the same protein first, then of the same type, best rated first, without the food itself. */
export function relatedFoods(
  food: Pick<DogFood, 'id'>,
  lists: readonly (DogFoodCataloguePage | undefined)[],
): DogFood[] {
  const seen = new Set([food.id]);
  const related: DogFood[] = [];
  for (const other of lists.flatMap((list) => list?.foods ?? [])) {
    if (seen.has(other.id)) continue;
    seen.add(other.id);
    related.push(other);
  }
  return related.slice(0, RELATED_FOODS);
}
