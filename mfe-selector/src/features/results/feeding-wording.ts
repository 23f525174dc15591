import { approximateUsd, type DogSize, dogSizeOptions, type FedDog, type FeedingPlan, formatDecimal, formatServings, labelOf } from '@gentlebowl/contracts';

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });
const pounds = (value: number) => formatDecimal(value, { maximumFractionDigits: 1 });

/** "About 1.92 cups a day (219 g)": what goes in the bowl, with the grams for a kitchen scale. */
export function dailyPortionLine(plan: Pick<FeedingPlan, 'servingsPerDay' | 'servingUnit' | 'dailyGrams'>): string {
  return `About ${formatServings(plan.servingsPerDay, plan.servingUnit)} a day (${wholeNumber(plan.dailyGrams)} g)`;
}

/** "About $40 a month for Biscuit". */
export function monthlyCostLine(plan: Pick<FeedingPlan, 'monthlyCostUsd'>, dogName: string): string {
  return `About ${approximateUsd(plan.monthlyCostUsd)} a month for ${dogName}`;
}

/** "$3.10 a month over your budget", on a food listed under "Over your budget". */
export function overBudgetLine(overBudgetUsd: number): string {
  return `${approximateUsd(overBudgetUsd)} a month over your budget`;
}

/**
 * Which dog the portions and costs are for, above the results: the owner's weight, or the size
 * group's typical weight when none was given (said so, with a hint to add it).
 */
export function fedDogLine(dog: FedDog, dogName: string, size: DogSize): string {
  const weight = `${pounds(dog.weightLbs)} lbs`;
  const where = dog.weightFromSizeGroup
    ? `${weight}, a typical weight for ${labelOf(dogSizeOptions, size)} dogs`
    : weight;
  return `Portions and monthly costs are worked out for ${dogName} at ${where}: about ${wholeNumber(dog.dailyKcal)} kcal a day.`;
}
