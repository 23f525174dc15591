import {
  budgetBandFor,
  budgetOptions,
  dailyCaloriesFor,
  type DogFoodSummary,
  dogInWords,
  feedingPlanFor,
  labelOf,
  referenceDog,
} from '@gentlebowl/contracts';

export interface CostBand {
  /** The wizard's budget band the monthly cost falls in: "$50 - $100". */
  label: string;
  /** A figure behind the cost is worked out rather than published. */
  estimate: boolean;
}

// A cost depends on the dog, and a list has none: the catalogue's bands are for the site's reference
// dog. The product page and the comparison work costs out for the owner's own.
const referenceDogKcal = dailyCaloriesFor(referenceDog);

/**
 * What a month of this food costs the reference dog, as the selector's budget band: the same
 * feeding plan the results and the product page work out, at the listed price after any discount.
 * Null when the food's figures cannot give a cost.
 */
export function costBandOf(food: Pick<DogFoodSummary, 'figures' | 'discountPercentage'>): CostBand | null {
  try {
    const plan = feedingPlanFor(referenceDogKcal, food.figures, food.discountPercentage);
    return { label: labelOf(budgetOptions, budgetBandFor(plan.monthlyCostUsd)), estimate: plan.costIsEstimate };
  } catch {
    return null;
  }
}

/** The sentence above the list that says which dog the bands are for. */
export const costBandNote = `Monthly costs are for a ${dogInWords(referenceDog)} at the listed price; each food's page works them out for your dog.`;
