import type { DogFood } from '@gentlebowl/contracts';
import type { FieldOption } from '@gentlebowl/ui';

/** A catalogue food select's choices: "Brand Name", in the order given (the catalogue's: best rated first). */
export function catalogueFoodOptions(foods: readonly DogFood[]): FieldOption[] {
  return foods.map((food) => ({ value: String(food.id), label: `${food.brand} ${food.name}` }));
}
