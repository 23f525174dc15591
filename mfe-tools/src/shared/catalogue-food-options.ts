import type { FieldOption } from '@gentlebowl/ui/form';
import type { CatalogueFood } from './tools-api';

/** A catalogue food select's choices: "Brand Name", in the order given (the catalogue's: best rated first). */
export function catalogueFoodOptions(foods: readonly CatalogueFood[]): FieldOption[] {
  return foods.map((food) => ({ value: String(food.id), label: `${food.brand} ${food.name}` }));
}
