import type { DogFood, FeedingPlan } from '@gentlebowl/contracts';
import { feedingPlanFor } from '@gentlebowl/contracts';
import type { FieldOption } from '@gentlebowl/ui';

/** A catalogue food the owner picked, and what it means for the calculated dog. */
export interface FoodChoice {
  food: DogFood;
  plan: FeedingPlan;
}

/** The select's choices: "Brand Name", in the catalogue's order (best rated first). */
export function foodOptions(foods: readonly DogFood[]): FieldOption[] {
  return foods.map((food) => ({ value: String(food.id), label: `${food.brand} ${food.name}` }));
}

/**
 * The picked food's portion and monthly cost for `caloriesPerDay`, worked out as the food selector's
 * results do. Null when no food is picked; throws (a calculation error) for a pick the catalogue
 * does not hold or whose figures cannot give a portion.
 */
export function foodChoiceFor(
  foodId: string | undefined,
  foods: readonly DogFood[],
  caloriesPerDay: number,
): FoodChoice | null {
  if (!foodId) return null;
  const food = foods.find((candidate) => String(candidate.id) === foodId);
  if (!food) throw new RangeError(`No catalogue food has the id ${foodId}`);
  return { food, plan: feedingPlanFor(caloriesPerDay, food.figures, food.discountPercentage) };
}
