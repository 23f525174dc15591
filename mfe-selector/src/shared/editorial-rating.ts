import { formatDecimal } from '@gentlebowl/contracts';
/** Catalogue ratings are tenths of a star, 0-50 (spec section 3), shown as rating / 10 out of 5. */
export const RATING_STARS = 5;
const TENTHS_PER_STAR = 10;

/** The rating on the 0-5 star scale; values outside the catalogue's range are clamped. */
export function ratingOutOfFive(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(Math.max(rating, 0), RATING_STARS * TENTHS_PER_STAR) / TENTHS_PER_STAR;
}

/** The rating with one decimal, as the spec shows it: 46 -> "4.6", 40 -> "4.0". */
export function formatRating(rating: number): string {
  return ratingOutOfFive(rating).toFixed(1);
}

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });

/** "1,280 reviews", "1 review". */
export function formatReviewCount(count: number): string {
  const safeCount = Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0;
  return `${wholeNumber(safeCount)} ${safeCount === 1 ? 'review' : 'reviews'}`;
}
