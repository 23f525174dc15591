import { roundHalfUp } from './serving-amounts.js';

// Numbers and dollar amounts as en-US text, written out rather than through Intl: the first Intl
// formatter a page creates loads the browser's ICU locale data, 20-30 ms of main-thread work in
// Chromium on this project's machine (about four times that on the phone Lighthouse simulates),
// inside the task that brings the page to life. The formats the site needs are few and simple.

export interface DecimalOptions {
  /** Digits always shown after the point (trailing zeros kept up to here). Default 0. */
  minimumFractionDigits?: number;
  /** Digits at most after the point, rounded half up. Default 3, as Intl's decimal style. */
  maximumFractionDigits?: number;
}

function withThousandsSeparators(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1,335", "2.5", "0.75", "1,234.57" (as `Intl.NumberFormat('en-US', options)` writes them). */
export function formatDecimal(value: number, { minimumFractionDigits = 0, maximumFractionDigits = 3 }: DecimalOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const maximum = Math.max(minimumFractionDigits, maximumFractionDigits);
  const rounded = roundHalfUp(Math.abs(value), maximum);
  let [whole = '0', fraction = ''] = rounded.toFixed(maximum).split('.');
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${withThousandsSeparators(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Dollars with cents: "$45.12", "$1,299.00", "-$5.00". */
export function formatUsd(amount: number): string {
  const text = formatDecimal(Math.abs(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 && text !== '0.00' ? '-' : ''}$${text}`;
}

/** Whole dollars: "$48", "$1,300". */
export function formatWholeDollars(amount: number): string {
  const text = formatDecimal(Math.abs(amount), { maximumFractionDigits: 0 });
  return `${amount < 0 && text !== '0' ? '-' : ''}$${text}`;
}
