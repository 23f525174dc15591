import { isOneOf, labelOf, type Option, valuesOf } from './options.js';

/** Every food type the catalogue holds, with the labels of spec section 3. */
export const foodTypeOptions = [
  { value: 'dry', label: 'Dry Food' },
  { value: 'wet', label: 'Wet Food' },
  { value: 'raw', label: 'Raw Diet' },
  { value: 'fresh', label: 'Fresh Food' },
  { value: 'homemade', label: 'Homemade' },
  { value: 'freeze-dried', label: 'Freeze-Dried' },
  { value: 'dehydrated', label: 'Dehydrated' },
] as const;
export const foodTypeValues = /* @__PURE__ */ valuesOf(foodTypeOptions);
export type FoodType = (typeof foodTypeValues)[number];

/** The label of a food type; values the site does not know are shown as given (spec section 3). */
export function foodTypeLabel(value: string): string {
  return labelOf(foodTypeOptions, value);
}

/** The food types the selector wizard offers (spec section 9), in the wizard's order. */
export const wizardFoodTypeOptions = [
  { value: 'dry', label: 'Dry Food' },
  { value: 'wet', label: 'Wet Food' },
  { value: 'fresh', label: 'Fresh Food' },
  { value: 'raw', label: 'Raw Diet' },
  { value: 'homemade', label: 'Homemade' },
] as const;
export const wizardFoodTypeValues = /* @__PURE__ */ valuesOf(wizardFoodTypeOptions);
export type WizardFoodType = (typeof wizardFoodTypeValues)[number];

/** Monthly food budget bands in US dollars. */
export const budgetOptions = [
  { value: 'under-50', label: 'Under $50' },
  { value: '50-100', label: '$50 - $100' },
  { value: '100-150', label: '$100 - $150' },
  { value: '150-200', label: '$150 - $200' },
  { value: 'over-200', label: 'Over $200' },
] as const;
export const budgetValues = /* @__PURE__ */ valuesOf(budgetOptions);
export type Budget = (typeof budgetValues)[number];

/**
 * What each band means in US dollars a month, for matching a food's monthly cost for one dog. A band
 * runs from above `aboveUsd` up to and including `upToUsd` (a budget is a ceiling: $100.00 a month
 * fits "$50 - $100"); the top band has no ceiling. The bands touch, so every cost is in exactly one.
 */
export const budgetMonthlyUsd: Readonly<Record<Budget, { aboveUsd: number; upToUsd: number | null }>> = {
  'under-50': { aboveUsd: 0, upToUsd: 50 },
  '50-100': { aboveUsd: 50, upToUsd: 100 },
  '100-150': { aboveUsd: 100, upToUsd: 150 },
  '150-200': { aboveUsd: 150, upToUsd: 200 },
  'over-200': { aboveUsd: 200, upToUsd: null },
};

/** The band a monthly cost falls in (a cost of $0 or less counts as the cheapest band). */
export function budgetBandFor(monthlyCostUsd: number): Budget {
  return (
    budgetValues.find((band) => {
      const ceiling = budgetMonthlyUsd[band].upToUsd;
      return ceiling === null || monthlyCostUsd <= ceiling;
    }) ?? 'over-200'
  );
}
/**
 * How many dollars a month a cost for one dog goes past the owner's budget, to the cent; 0 when it
 * fits (a cost on the ceiling fits, and the top band has no ceiling). The results list the foods
 * that fit first and say of every other one how much over it is.
 */
export function overBudgetUsd(monthlyCostUsd: number, budget: Budget): number {
  const ceiling = budgetMonthlyUsd[budget].upToUsd;
  if (ceiling === null || monthlyCostUsd <= ceiling) return 0;
  return Math.round((monthlyCostUsd - ceiling) * 100) / 100;
}

/** The wizard submits this when the owner leaves the budget empty (spec section 4). */
export const defaultBudget: Budget = '50-100';

export const preferredIngredientOptions = [
  { value: 'chicken', label: 'Chicken' },
  { value: 'beef', label: 'Beef' },
  { value: 'fish', label: 'Fish' },
  { value: 'lamb', label: 'Lamb' },
  { value: 'turkey', label: 'Turkey' },
  { value: 'rice', label: 'Rice' },
  { value: 'potato', label: 'Potato' },
  { value: 'grainfree', label: 'Grain-Free' },
] as const;
export const preferredIngredientValues = /* @__PURE__ */ valuesOf(preferredIngredientOptions);
export type PreferredIngredient = (typeof preferredIngredientValues)[number];

/**
 * The preferred ingredients that are animal proteins, the catalogue's "main protein" filter. A food's
 * main protein is the first of its tags that is one (the catalogue lists the main one first).
 */
export const proteinValues = ['chicken', 'beef', 'fish', 'lamb', 'turkey'] as const satisfies readonly PreferredIngredient[];
export type Protein = (typeof proteinValues)[number];
export const proteinOptions = preferredIngredientOptions.filter((option) => isProtein(option.value)) as readonly Option<Protein>[];

export function isProtein(tag: string): tag is Protein {
  return isOneOf(proteinValues, tag);
}

/** The animal proteins among a food's tags, main one first. */
export function proteinsOf(matchTags: readonly PreferredIngredient[]): Protein[] {
  return matchTags.filter(isProtein);
}

/** A food's main protein, or null for a food without an animal protein tag (a pre-mix, a novel protein). */
export function mainProteinOf(matchTags: readonly PreferredIngredient[]): Protein | null {
  return proteinsOf(matchTags)[0] ?? null;
}

export const allergyOptions = [
  { value: 'chicken', label: 'Chicken' },
  { value: 'beef', label: 'Beef' },
  { value: 'dairy', label: 'Dairy' },
  { value: 'wheat', label: 'Wheat' },
  { value: 'soy', label: 'Soy' },
  { value: 'eggs', label: 'Eggs' },
  { value: 'corn', label: 'Corn' },
] as const;
export const allergyValues = /* @__PURE__ */ valuesOf(allergyOptions);
export type Allergy = (typeof allergyValues)[number];
