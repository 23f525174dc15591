import type { FeedingPlan } from '@gentlebowl/contracts';
import { feedingPlanFor } from '@gentlebowl/contracts';
import type { CatalogueFood } from '../../shared/tools-api';

/** A catalogue food the owner picked, and what it means for the calculated dog. */
export interface FoodChoice {
  food: CatalogueFood;
  plan: FeedingPlan;
}

/**
 * The picked food's portion and monthly cost for `caloriesPerDay`, worked out as the food selector's
 * results do. Null when no food is picked; throws (a calculation error) for a pick the catalogue
 * does not hold or whose figures cannot give a portion.
 */
export function foodChoiceFor(
  foodId: string | undefined,
  foods: readonly CatalogueFood[],
  caloriesPerDay: number,
): FoodChoice | null {
  if (!foodId) return null;
  const food = foods.find((candidate) => String(candidate.id) === foodId);
  if (!food) throw new RangeError(`No catalogue food has the id ${foodId}`);
  return { food, plan: feedingPlanFor(caloriesPerDay, food) };
}
