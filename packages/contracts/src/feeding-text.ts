import type { FeedingPlan, FoodFigures } from './feeding.js';
import { formatServings } from './serving-amounts.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$45.12", "$1,299.00". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/**
 * A monthly cost as an owner reads it: whole dollars ("$48"), since the cost rests on a formula and
 * a package price, not on the cent; below $10 the cents still matter ("$8.40").
 */
export function approximateUsd(amount: number): string {
  return amount < 10 ? usd.format(amount) : wholeDollars.format(amount);
}

/** The daily portion as an owner measures it, with the grams the label's scale gives: "2.5 cups (240 g)". */
export function dailyPortionText(plan: Pick<FeedingPlan, 'servingsPerDay' | 'servingUnit' | 'dailyGrams'>): string {
  return `${formatServings(plan.servingsPerDay, plan.servingUnit)} (${wholeNumber.format(plan.dailyGrams)} g)`;
}

/** "3,850 kcal/kg, 410 kcal per cup". */
export function energyText(figures: Pick<FoodFigures, 'energy'>): string {
  const { kcalPerKg, kcalPerServing, servingUnit } = figures.energy;
  return `${wholeNumber.format(kcalPerKg)} kcal/kg, ${wholeNumber.format(kcalPerServing)} kcal per ${servingUnit}`;
}

/** "$64.99 (24 lb bag)": the catalogue's package price, before any discount. */
export function packagePriceText(figures: Pick<FoodFigures, 'package'>): string {
  return `${formatUsd(figures.package.priceUsd)} (${figures.package.label})`;
}
