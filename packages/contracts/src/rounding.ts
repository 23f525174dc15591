/** `value` rounded to `decimals` places, as figures are shown (cents, tenths of a cup). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
