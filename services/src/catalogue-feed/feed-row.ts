import { type Availability, availabilityValues } from '@gentlebowl/contracts';
import { z } from 'zod';
import { dayUpTo, httpsUrl, isAmazon, packageGrams, text, usdPrice } from '../content/catalogue-fields.js';
import { describeIssues } from '../content/content-error.js';

// One row of a retailer feed: one product of the catalogue at one retailer, in one package, on the
// day it was seen. The column names follow Google Merchant Center's product data specification, the
// shape retailer and affiliate feeds use, with two of the catalogue's own: `food` (the catalogue's
// slug for the product) and `seen_on`. docs/catalogue.md ("The feed's format") describes every column.

/** Every column the import reads. Other columns (brand, image_link, gtin...) are allowed and ignored. */
export const FEED_COLUMNS = [
  'food',
  'retailer',
  'id',
  'title',
  'link',
  'affiliate_link',
  'size',
  'net_weight',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'availability',
  'rating',
  'review_count',
  'seen_on',
] as const;

/** A price seen at a retailer, as the import stores it. */
export interface OfferObservation {
  food: string;
  retailer: string;
  retailerProductId: string | null;
  productUrl: string | null;
  affiliateUrl: string | null;
  packageLabel: string;
  packageGrams: number;
  /** What a shopper pays: the sale price during a sale. */
  priceCents: number;
  /** The price before the sale; null without one. */
  regularPriceCents: number | null;
  saleEndsOn: string | null;
  availability: Availability | null;
  /** Tenths of a star. */
  rating: number | null;
  reviewCount: number | null;
  seenOn: string;
}

const GRAMS_PER_UNIT: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

/** "30 lb", "13.6 kg", "510 g", "12 x 13 oz", "12 x 13oz": the package's net weight in whole grams. */
export function gramsOfNetWeight(value: string): number | null {
  const match = /^\s*(?:(\d+)\s*[x×]\s*)?(\d+(?:\.\d+)?)\s*(g|kg|oz|lbs?)\s*$/i.exec(value);
  if (!match) return null;
  const [, count = '1', amount = '', unit = ''] = match;
  const grams = GRAMS_PER_UNIT[unit.toLowerCase().replace(/s$/, '')];
  return grams === undefined ? null : Math.round(Number(count) * Number(amount) * grams);
}

/** "71.99", "71.99 USD", "$71.99": dollars. Other currencies are refused: the site shows US dollars. */
function usdOf(value: string): number | null {
  const match = /^\s*\$?\s*(\d+(?:\.\d{1,2})?)\s*(USD)?\s*$/i.exec(value);
  return match ? Number(match[1]) : null;
}

/** A blank cell (CSV) or a missing or null value (JSON) is no value. */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (blank(value) ? undefined : typeof value === 'number' ? String(value) : value), schema.optional());
}

const required = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'number' ? String(value) : value),
    z.any().refine((value) => value !== undefined, 'is required').pipe(schema),
  );

const amount = (example: string) =>
  z.string().transform((value, context) => {
    const usd = usdOf(value);
    if (usd === null) {
      context.addIssue({ code: 'custom', message: `must be an amount in US dollars like ${example}, got "${value.slice(0, 40)}"` });
      return z.NEVER;
    }
    return usd;
  }).pipe(usdPrice);

/** "2026-11-01/2026-11-30", with or without times: the sale's last day. */
const saleEnd = z.string().transform((value, context) => {
  const end = /^[^/]+\/(\d{4}-\d{2}-\d{2})/.exec(value.trim())?.[1];
  if (!end) {
    context.addIssue({ code: 'custom', message: `must be the sale's start and end as YYYY-MM-DD/YYYY-MM-DD, got "${value.slice(0, 40)}"` });
    return z.NEVER;
  }
  return end;
});

function rowSchema(today: string) {
  return z
    .object({
      food: required(z.string().trim()),
      retailer: required(text(60)),
      id: optional(text(100)),
      title: optional(text(300)),
      link: optional(httpsUrl),
      affiliate_link: optional(httpsUrl),
      size: required(text(120)),
      net_weight: required(
        z.string().transform((value, context) => {
          const grams = gramsOfNetWeight(value);
          if (grams === null) {
            context.addIssue({ code: 'custom', message: `must be a weight like 30 lb, 13.6 kg, 510 g or 12 x 13 oz, got "${value.slice(0, 40)}"` });
            return z.NEVER;
          }
          return grams;
        }).pipe(packageGrams),
      ),
      price: required(amount('71.99 or 71.99 USD')),
      sale_price: optional(amount('64.79 or 64.79 USD')),
      sale_price_effective_date: optional(saleEnd),
      availability: optional(
        z
          .string()
          .transform((value) => value.trim().toLowerCase().replace(/\s+/g, '_'))
          .pipe(z.enum(availabilityValues, { error: `must be one of ${availabilityValues.join(', ')}` })),
      ),
      rating: optional(
        z.coerce
          .number({ error: 'must be a number of stars from 0 to 5' })
          .min(0, 'must be a number of stars from 0 to 5')
          .max(5, 'must be a number of stars from 0 to 5')
          .refine((stars) => Math.abs(stars * 10 - Math.round(stars * 10)) < 1e-9, 'must have at most one decimal, as stars are shown'),
      ),
      review_count: optional(z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more')),
      seen_on: required(dayUpTo(today)),
    })
    .superRefine((row, context) => {
      const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if ((row.rating === undefined) !== (row.review_count === undefined)) {
        problem(row.rating === undefined ? 'rating' : 'review_count', 'rating and review_count go together: a rating means nothing without how many reviews it averages');
      }
      if (row.sale_price !== undefined && row.sale_price >= row.price) problem('sale_price', 'must be below price (price is the price before the sale)');
      if (row.sale_price === undefined && row.sale_price_effective_date !== undefined) problem('sale_price_effective_date', 'is only for a row with a sale_price');
      if (row.sale_price_effective_date !== undefined && row.sale_price_effective_date < row.seen_on) {
        problem('sale_price_effective_date', 'ends before the day the price was seen');
      }
      // Amazon allows its star ratings and sale prices on other sites only from its own product API.
      if (isAmazon(row.retailer, row.link ?? null)) {
        if (row.rating !== undefined) problem('rating', "Amazon's ratings may be shown only from Amazon's product API: leave rating and review_count empty");
        if (row.sale_price !== undefined) problem('sale_price', "Amazon's sale prices may be shown only from Amazon's product API: give the price alone");
      }
    });
}

export type FeedRowResult = { ok: true; observation: OfferObservation } | { ok: false; problems: string[] };

/** Reads one row of a feed; `today` (YYYY-MM-DD) bounds the day it may say it was seen. */
export function readFeedRow(record: Record<string, unknown>, today: string): FeedRowResult {
  const result = rowSchema(today).safeParse(record);
  if (!result.success) return { ok: false, problems: describeIssues(result.error) };
  const row = result.data;
  const cents = (usd: number) => Math.round(usd * 100);
  return {
    ok: true,
    observation: {
      food: row.food,
      retailer: row.retailer,
      retailerProductId: row.id ?? null,
      productUrl: row.link ?? null,
      affiliateUrl: row.affiliate_link ?? null,
      packageLabel: row.size,
      packageGrams: row.net_weight,
      priceCents: cents(row.sale_price ?? row.price),
      regularPriceCents: row.sale_price === undefined ? null : cents(row.price),
      saleEndsOn: row.sale_price_effective_date ?? null,
      availability: row.availability ?? null,
      rating: row.rating === undefined ? null : Math.round(row.rating * 10),
      reviewCount: row.review_count ?? null,
      seenOn: row.seen_on,
    },
  };
}
