import type { FeedingPlan, FoodEnergy, FoodPackage, ServingUnit } from './feeding.js';
import { formatDecimal, formatUsd, formatWholeDollars } from './number-text.js';
import { type CupNotation, formatMeasuredServings, formatServings, measuredServings } from './serving-amounts.js';

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

/**
 * The daily portion as an owner measures it: "1 3/8 cups (219 g)", "1 1/4 cans (520 g)", or only the
 * grams when no measure comes close ("95 g": a small dog's share of a tray).
 */
export function measuredPortionText(plan: Pick<FeedingPlan, 'servingsPerDay' | 'servingUnit' | 'dailyGrams'>): string {
  const grams = `${wholeNumber(plan.dailyGrams)} g`;
  const amount = measuredAmountText(plan);
  return amount === grams ? grams : `${amount} (${grams})`;
}

/** The daily portion in the unit an owner measures it in, without the grams beside it: "1 3/8 cups",
 * or "95 g" when no measure comes close. */
export function measuredAmountText(plan: Pick<FeedingPlan, 'servingsPerDay' | 'servingUnit' | 'dailyGrams'>): string {
  const measured = measuredServings(plan.servingsPerDay, plan.servingUnit);
  return measured === null ? `${wholeNumber(plan.dailyGrams)} g` : formatMeasuredServings(measured, plan.servingUnit);
}

/** "3,850 kcal/kg, 410 kcal per cup". */
export function energyText(energy: FoodEnergy): string {
  const { kcalPerKg, kcalPerServing, servingUnit } = energy;
  return `${wholeNumber(kcalPerKg)} kcal/kg, ${wholeNumber(kcalPerServing)} kcal per ${servingUnit}`;
}

/** A package as a shopper names it, without a closing note in brackets: "30 lb bag", "1 week of plan
 * packs for a 35 lb adult dog". */
export function packageName(foodPackage: FoodPackage): string {
  return foodPackage.label.replace(/\s*\([^()]*\)$/, '');
}

/** "6 weeks", "1 week", "5 days": how long a package lasts, in the unit an owner plans in. */
export function lastingText(days: number): string {
  const whole = Math.max(0, Math.floor(days));
  if (whole < 14) return `${whole} ${whole === 1 ? 'day' : 'days'}`;
  const weeks = Math.round(whole / 7);
  return whole < 120 ? `${weeks} weeks` : `${Math.round(whole / 30.4)} months`;
}
