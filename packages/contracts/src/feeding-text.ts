import type { FeedingPlan, FoodFigures, ServingUnit } from './feeding.js';
import { formatDecimal, formatUsd, formatWholeDollars } from './number-text.js';
import { packagePricePaidUsd } from './feeding-plan.js';
import { type CupNotation, formatServings } from './serving-amounts.js';

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });

/**
 * A monthly cost as an owner reads it: whole dollars ("$48"), since the cost rests on a formula and
 * a package price, not on the cent; below $10 the cents still matter ("$8.40").
 */
export function approximateUsd(amount: number): string {
  return amount < 10 ? formatUsd(amount) : formatWholeDollars(amount);
}

/** An amount as an owner measures it, with the grams a kitchen scale shows: "2.5 cups (240 g)", in eighths "1 3/8 cups (320 g)". */
export function portionText(amount: number, unit: ServingUnit, grams: number, notation: CupNotation = 'spec'): string {
  return `${formatServings(amount, unit, notation)} (${wholeNumber(grams)} g)`;
}

/** The daily portion as an owner measures it, with the grams the label's scale gives: "2.5 cups (240 g)". */
export function dailyPortionText(plan: Pick<FeedingPlan, 'servingsPerDay' | 'servingUnit' | 'dailyGrams'>): string {
  return portionText(plan.servingsPerDay, plan.servingUnit, plan.dailyGrams);
}

/** "3,850 kcal/kg, 410 kcal per cup". */
export function energyText(figures: Pick<FoodFigures, 'energy'>): string {
  const { kcalPerKg, kcalPerServing, servingUnit } = figures.energy;
  return `${wholeNumber(kcalPerKg)} kcal/kg, ${wholeNumber(kcalPerServing)} kcal per ${servingUnit}`;
}

/**
 * What one price buys, for every price shown beside a monthly cost: "per 30 lb bag", "per 1 week of
 * plan packs for a 35 lb adult dog" (a closing note in brackets is left to the full package text).
 */
export function perPackageText(figures: Pick<FoodFigures, 'package'>): string {
  return `per ${figures.package.label.replace(/\s*\([^()]*\)$/, '')}`;
}

/**
 * "$64.99 (24 lb bag)": the package's price as the owner pays it at the catalogue's price, after a
 * listed discount, which is named with the price before it ("$71.99 (24 lb bag) after the listed 10%
 * off $79.99"). Every page that states the price (and the product's structured data, which must
 * match it) shows the same amount.
 */
export function packagePriceText(figures: Pick<FoodFigures, 'package'>, discountPercentage = 0): string {
  const { priceUsd, label } = figures.package;
  const paid = `${formatUsd(packagePricePaidUsd(figures, discountPercentage))} (${label})`;
  return discountPercentage > 0 ? `${paid} after the listed ${discountPercentage}% off ${formatUsd(priceUsd)}` : paid;
}
