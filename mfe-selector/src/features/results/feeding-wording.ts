import {
  approximateUsd,
  type DogSize,
  dogSizeOptions,
  type FedDog,
  type FeedingCost,
  type FeedingPlan,
  formatDecimal,
  labelOf,
  measuredAmountText,
  PUPPY_GROWTH_FORMULA_SOURCE,
} from '@gentlebowl/contracts';

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });
const pounds = (value: number) => formatDecimal(value, { maximumFractionDigits: 1 });

/** "About 1 7/8 cups a day (219 g)": what goes in the bowl, measurable, with the grams for a kitchen
 * scale; "About 91 g a day" when grams are the measure. */
export function dailyPortionLine(plan: Pick<FeedingPlan, 'servingsPerDay' | 'servingUnit' | 'dailyGrams'>): string {
  const amount = measuredAmountText(plan);
  const grams = `${wholeNumber(plan.dailyGrams)} g`;
  return amount === grams ? `About ${grams} a day` : `About ${amount} a day (${grams})`;
}

/** "About $40 a month for Biscuit". */
export function monthlyCostLine(cost: Pick<FeedingCost, 'monthlyCostUsd'>, dogName: string): string {
  return `About ${approximateUsd(cost.monthlyCostUsd)} a month for ${dogName}`;
}

/** "$3.10 a month over your budget", on a food listed under "Over your budget". */
export function overBudgetLine(overBudgetUsd: number): string {
  return `${approximateUsd(overBudgetUsd)} a month over your budget`;
}

/** Said on a card whose food has no current price: its cost is left out of the ranking. */
export const NO_CURRENT_PRICE_LINE = 'No current price, so no monthly cost: check the retailer.';

/**
 * Which dog the portions and costs are for, above the results: the owner's weight, or a grown dog's
 * size group's typical weight when none was given (said so), or a puppy's weights and the growth
 * formula, named with its source.
 */
export function fedDogLine(dog: FedDog, dogName: string, size: DogSize): string {
  if (dog.dailyKcal === null || dog.weightLbs === null) return '';
  const weight = `${pounds(dog.weightLbs)} lbs`;
  const kcal = `about ${wholeNumber(dog.dailyKcal)} kcal a day`;
  if (dog.method === 'puppy-growth' && dog.adultWeightLbs !== null) {
    return `Portions and monthly costs are worked out for ${dogName} at ${weight} now, growing to about ${pounds(dog.adultWeightLbs)} lbs: ${kcal}, from the energy needs of growing puppies (${PUPPY_GROWTH_FORMULA_SOURCE}). Ask your vet to check ${dogName}'s growth and body condition as you go.`;
  }
  const where = dog.weightFromSizeGroup ? `${weight}, a typical weight for ${labelOf(dogSizeOptions, size)} dogs` : weight;
  return `Portions and monthly costs are worked out for ${dogName} at ${where}: ${kcal}.`;
}
