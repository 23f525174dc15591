import { formatDecimal } from '@gentlebowl/contracts';
/** How a result card shows a food's price (spec "Food Selector", results). */
export interface PriceDisplay {
  /** What the owner pays: the discounted price when there is a discount, else the listed price. */
  current: string;
  /** The listed price, struck through; null when there is no discount. */
  original: string | null;
  /** The whole percent saved, for the 'Save N%' chip; null when there is no discount. */
  savePercent: number | null;
}

// "$79.99", "$45.00/week", "£1,299", "34.99 USD": text before, the amount, text after.
const PRICE_PATTERN = /^(\D*?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(.*)$/s;

interface ParsedPrice {
  prefix: string;
  amount: number;
  decimals: number;
  suffix: string;
}

function parsePrice(price: string): ParsedPrice | null {
  const match = PRICE_PATTERN.exec(price.trim());
  if (!match) return null;
  const [, prefix = '', whole = '', fraction = '', suffix = ''] = match;
  return {
    prefix,
    amount: Number(`${whole.replace(/,/g, '')}.${fraction || '0'}`),
    decimals: fraction.length,
    suffix,
  };
}

function formatAmount(amount: number, decimals: number): string {
  const digits = decimals > 0 || !Number.isInteger(amount) ? Math.max(decimals, 2) : 0;
  return formatDecimal(amount, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function isDiscount(percentage: number): boolean {
  return Number.isFinite(percentage) && percentage > 0 && percentage < 100;
}

/**
 * The price line of a result card. With a discount above 0 the listed price is shown struck
 * through next to the discounted price (rounded to the cent, in the listed price's own format) and a
 * 'Save N%' chip. A price the site cannot read is shown as given, without a discount, rather than
 * with a made-up number. Returns null when the food has no price.
 */
export function priceDisplay(price: string | null, discountPercentage: number): PriceDisplay | null {
  const listed = price?.trim();
  if (!listed) return null;
  const parsed = parsePrice(listed);
  if (!parsed || !isDiscount(discountPercentage)) {
    return { current: listed, original: null, savePercent: null };
  }
  const savePercent = Math.round(discountPercentage);
  const discounted = Math.round(parsed.amount * (100 - savePercent)) / 100;
  return {
    current: `${parsed.prefix}${formatAmount(discounted, parsed.decimals)}${parsed.suffix}`,
    original: listed,
    savePercent,
  };
}
