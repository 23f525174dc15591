export interface StarParts {
  full: number;
  half: 0 | 1;
  empty: number;
}

/**
 * How many full, half and empty stars show a rating: full = floor(value), a half star when the
 * fractional part is 0.5 or more, and empty stars fill up to `max`. Values outside 0..max are clamped.
 * The one rule for every star row of the site (result cards, product pages, testimonials): the same
 * rating never looks different in two places.
 */
export function starParts(value: number, max = 5): StarParts {
  const total = Math.max(0, Math.floor(max));
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), total) : 0;
  const full = Math.floor(clamped);
  const half: 0 | 1 = full < total && clamped - full >= 0.5 ? 1 : 0;
  return { full, half, empty: total - full - half };
}
