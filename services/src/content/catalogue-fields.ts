import { z } from 'zod';

// Field rules shared by the catalogue file (foods.json) and the retailer feeds the catalogue import
// reads, so a date, an address or a price means the same in both.

export const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });

export const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** A day on or before `today` (YYYY-MM-DD): nobody saw a price or read a label tomorrow. */
export const dayUpTo = (today: string) =>
  // Compared only once the format holds: a malformed date gets that one message.
  isoDate.refine((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || day <= today, { error: `must not be after today (${today})` });

export const enumList = <const Values extends readonly [string, ...string[]]>(values: Values, minimum: number) =>
  z
    .array(z.enum(values, { error: `must be one of ${values.join(', ')}` }))
    .min(minimum, `needs at least ${minimum} value`)
    .refine((items) => new Set(items).size === items.length, 'lists a value twice');

export const between = (min: number, max: number, unit: string) =>
  z
    .number({ error: `must be a number of ${unit}` })
    .min(min, `must be at least ${min} ${unit}`)
    .max(max, `must be at most ${max} ${unit}`);

/** A package's price in US dollars, in whole cents. */
export const usdPrice = between(0.5, 2000, 'US dollars').multipleOf(0.01, 'must be in whole cents');

/** A package's net weight in grams. */
export const packageGrams = between(20, 50_000, 'grams').int('must be a whole number of grams');

/**
 * A maker's figure is read from the maker's page or a retailer's copy of the label, never from a
 * blog or review site retelling it.
 */
export const labelSourceUrl = httpsUrl.refine((url) => !/(^|[./])blogs?([./-]|$)/i.test(new URL(url).hostname + new URL(url).pathname), {
  error: "a blog is not a source for a maker's figure: give the maker's page or a retailer's copy of the label",
});

/** Whether a retailer is Amazon, by name or by the host of one of its addresses. */
export function isAmazon(retailer: string | null, ...urls: (string | null)[]): boolean {
  const hosts = urls.flatMap((url) => (url ? [new URL(url).hostname] : []));
  return /^amazon$/i.test(retailer ?? '') || hosts.some((host) => /(^|\.)amazon\.[a-z.]+$/.test(host));
}
