import { type ServingUnit, servingUnitPlurals } from './feeding.js';

/**
 * How cup amounts are written (spec "Tools /tools"): 1/4, 1/2, 3/4, 1/3 or 2/3 when an amount
 * matches one of those measuring cups, otherwise the amount rounded to 2 decimals. Every daily portion
 * on the site (the calorie calculator, result cards, compare, the product page) is written this way.
 *
 * - "Matches" means within 0.005 cup of the exact fraction (half of the last displayed digit), so a
 *   computed 0.3333... or 0.33 reads "1/3" while 0.34 reads "0.34".
 * - Only those five fractions, never mixed numbers: 1.5 reads "1.5", not "1 1/2" (the spec lists the
 *   five and nothing else).
 * - Rounding is half-up on the decimal value (0.125 -> "0.13") and prints the shortest form, with no
 *   trailing zeros: 2 -> "2", 1.50 -> "1.5", 0 -> "0".
 *
 * A day-by-day plan the owner measures out (the transition plan) asks for amounts a measuring cup
 * holds. The 'eighths' notation writes an amount as whole cups and eighths, 1/8 cup being the smallest
 * measure owners use: "1/8", "3/4", "1 3/8", "2". The amount is taken to the nearest eighth first
 * (half-up), so it never prints a figure no measuring cup holds.
 */

/** 'spec': the spec's five fractions or 2 decimals; 'eighths': whole cups and eighths ("1 3/8"). */
export type CupNotation = 'spec' | 'eighths';

const MEASURING_CUP_FRACTIONS: readonly { value: number; text: string }[] = [
  { value: 1 / 4, text: '1/4' },
  { value: 1 / 3, text: '1/3' },
  { value: 1 / 2, text: '1/2' },
  { value: 2 / 3, text: '2/3' },
  { value: 3 / 4, text: '3/4' },
];

export const FRACTION_TOLERANCE = 0.005;

/** Half-up rounding on the decimal digits (0.125 -> 0.13). Plain `Math.round(x * 100) / 100` gets it
 * wrong whenever the scaled binary value lands just below the half (1.005 * 100 = 100.49999999999999),
 * so the scaled value is first trimmed to 12 significant digits, far below any cup a person measures. */
export function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

/** The part of a cup after the whole cups, by eighths ("" for none), reduced: 2/8 is "1/4". */
const EIGHTHS_TEXT = ['', '1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8'] as const;

function eighthsText(amount: number): string {
  const eighths = Math.round(roundHalfUp(amount * 8, 6));
  const whole = Math.floor(eighths / 8);
  const part = EIGHTHS_TEXT[eighths % 8] ?? '';
  if (part === '') return String(whole);
  return whole === 0 ? part : `${whole} ${part}`;
}

/** The amount as the page writes it, without a unit: "1/3", "1.5", "2"; in eighths "1 3/8". */
export function formatCupAmount(amount: number, notation: CupNotation = 'spec'): string {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`A cup amount must be a finite number of zero or more, got ${amount}`);
  }
  if (notation === 'eighths') return eighthsText(amount);
  const fraction = MEASURING_CUP_FRACTIONS.find(({ value }) => Math.abs(amount - value) < FRACTION_TOLERANCE);
  return fraction ? fraction.text : String(roundHalfUp(amount, 2));
}

/**
 * The amount with its unit: "1/2 cup", "1 cup", "1.5 cups", "0 cups"; cans and trays alike ("3/4 can").
 * A fraction alone is singular ("3/8 cup"), a whole number and a fraction plural ("1 3/8 cups").
 */
export function formatServings(amount: number, unit: ServingUnit, notation: CupNotation = 'spec'): string {
  const text = formatCupAmount(amount, notation);
  const singular = text === '1' || (text.includes('/') && !text.includes(' '));
  return `${text} ${singular ? unit : servingUnitPlurals[unit]}`;
}

/** Cups, the unit of the spec's calculators: "1/2 cup", "1.5 cups"; in eighths "1 3/8 cups". */
export function formatCups(amount: number, notation: CupNotation = 'spec'): string {
  return formatServings(amount, 'cup', notation);
}

/**
 * The smallest amount of each serving unit an owner measures out: eighths of a cup, quarter cans and
 * pouches, half patties (they break in two), whole trays.
 */
export const MEASURING_STEPS: Readonly<Record<ServingUnit, number>> = {
  cup: 1 / 8,
  can: 1 / 4,
  pouch: 1 / 4,
  patty: 1 / 2,
  tray: 1,
};

/** A measured amount stands for the exact one when it is this close (a share of the exact amount);
 * further off, the grams are the measure. */
export const MEASURED_AMOUNT_TOLERANCE = 0.1;

/**
 * The amount an owner can measure out for an exact `amount`: taken to the unit's step (1/8 cup,
 * 1/4 can, 1/2 patty, a whole tray). Null when the nearest step is none at all or more than 10% off
 * (a small dog's third of a tray): weigh it in grams instead.
 */
export function measuredServings(amount: number, unit: ServingUnit): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const step = MEASURING_STEPS[unit];
  const measured = Math.round(roundHalfUp(amount / step, 6)) * step;
  return measured > 0 && Math.abs(measured - amount) <= amount * MEASURED_AMOUNT_TOLERANCE ? measured : null;
}

/** A measured amount with its unit: "1 3/8 cups", "3/4 can", "2 1/2 patties", "3 trays". */
export function formatMeasuredServings(amount: number, unit: ServingUnit): string {
  return formatServings(amount, unit, 'eighths');
}
