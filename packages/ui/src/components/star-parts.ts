export interface StarParts {
  full: number;
  half: 0 | 1;
  empty: number;
}

export interface StarPartsOptions {
  /**
   * When given, a value at or above this never shows a half star; the half becomes an empty star
   * (the rating is never rounded up). The selector's result card passes 4.5.
   */
  halfStarBelow?: number;
}

/**
 * How many full, half and empty stars show a rating: full = floor(value), a half star when the
 * fractional part is 0.5 or more, and empty stars fill up to `max`. Values outside 0..max are clamped.
 */
export function starParts(value: number, max = 5, { halfStarBelow }: StarPartsOptions = {}): StarParts {
  const total = Math.max(0, Math.floor(max));
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), total) : 0;
  const full = Math.floor(clamped);
  const halfAllowed = halfStarBelow === undefined || clamped < halfStarBelow;
  const half: 0 | 1 = halfAllowed && full < total && clamped - full >= 0.5 ? 1 : 0;
  return { full, half, empty: total - full - half };
}
