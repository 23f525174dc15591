import {
  budgetBandFor,
  budgetOptions,
  dailyCaloriesFor,
  type DogFoodSummary,
  feedingPlanFor,
  labelOf,
  sizeGroupWeightLbs,
} from '@gentlebowl/contracts';

/**
 * The dog the catalogue's cost bands are for: a typical medium adult, the size group's middle
 * weight. A cost depends on the dog, and a list has none; the product page and the comparison work
 * it out for the owner's own.
 */
export const CATALOGUE_DOG = { weightLbs: sizeGroupWeightLbs.medium, age: 'adult' } as const;

export interface CostBand {
  /** The wizard's budget band the monthly cost falls in: "$50 - $100". */
  label: string;
  /** A figure behind the cost is worked out rather than published. */
  estimate: boolean;
}

const catalogueDogKcal = dailyCaloriesFor(CATALOGUE_DOG);

/**
 * What a month of this food costs the catalogue's dog, as the selector's budget band: the same
 * feeding plan the results and the product page work out, at the listed price after any discount.
 * Null when the food's figures cannot give a cost.
 */
export function costBandOf(food: Pick<DogFoodSummary, 'figures' | 'discountPercentage'>): CostBand | null {
  try {
    const plan = feedingPlanFor(catalogueDogKcal, food.figures, food.discountPercentage);
    return { label: labelOf(budgetOptions, budgetBandFor(plan.monthlyCostUsd)), estimate: plan.costIsEstimate };
  } catch {
    return null;
  }
}

/** The sentence above the list that says which dog the bands are for. */
export const costBandNote = `Monthly costs are for a ${CATALOGUE_DOG.weightLbs} lb adult dog at the listed price; each food's page works them out for your dog.`;
