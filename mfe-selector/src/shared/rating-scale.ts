/** Ratings are tenths of a star, 0-50 (spec section 3), shown as rating / 10 out of 5: a retailer's too. */
export const RATING_STARS = 5;
const TENTHS_PER_STAR = 10;

/** The rating on the 0-5 star scale; values outside the catalogue's range are clamped. */
export function ratingOutOfFive(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(Math.max(rating, 0), RATING_STARS * TENTHS_PER_STAR) / TENTHS_PER_STAR;
}
