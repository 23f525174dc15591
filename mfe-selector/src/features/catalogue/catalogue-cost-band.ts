import {
  budgetBandFor,
  budgetOptions,
  dogInWords,
  type FeedingFacts,
  feedingPlanFor,
  labelOf,
  referenceDog,
  referenceDogDailyKcal,
} from '@gentlebowl/contracts';

export interface CostBand {
  /** The wizard's budget band the monthly cost falls in: "$50 - $100". */
  label: string;
  /** The price or the calories behind the cost are estimates. */
  estimate: boolean;
}

/**
 * What a month of this food costs the reference dog (a list has no dog of its own; the product page
 * and the comparison work it out for the owner's), as the selector's budget band: the same feeding
 * plan the results and the product page work out, from the package that dog would buy. Null without a
 * current price.
 */
export function costBandOf(food: FeedingFacts): CostBand | null {
  const { cost } = feedingPlanFor(referenceDogDailyKcal(), food);
  return cost ? { label: labelOf(budgetOptions, budgetBandFor(cost.monthlyCostUsd)), estimate: cost.isEstimate } : null;
}

/** The sentence beside a list of foods that says which dog its monthly costs are for. */
export function costBandNote(): string {
  return `Monthly costs are for a ${dogInWords(referenceDog)}, from the package it would buy; each food's page works them out for your dog.`;
}
