import { type CatalogueQuery, type DogFood, foodTypeValues, isOneOf, mainProteinOf, unfilteredCatalogueQuery } from '@gentlebowl/contracts';

/**
 * The catalogue lists a product page's related foods come from (GET /api/dog-foods/:id/related picks
 * them): the foods with its main protein, and of its type; null where the food has none (a pre-mix
 * has no animal protein) or the catalogue has no such list.
 */
export function relatedFoodLists(food: Pick<DogFood, 'matchTags' | 'foodType'>): {
  protein: CatalogueQuery | null;
  type: CatalogueQuery | null;
} {
  const protein = mainProteinOf(food.matchTags);
  return {
    protein: protein ? { ...unfilteredCatalogueQuery, protein } : null,
    type: isOneOf(foodTypeValues, food.foodType) ? { ...unfilteredCatalogueQuery, type: food.foodType } : null,
  };
}
