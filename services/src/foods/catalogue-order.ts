import type { DogFood } from '@gentlebowl/contracts';

/**
 * The catalogue's "best rated first": foods a retailer rated, highest rating first, then the foods
 * nobody has rated, by name (a missing rating is not a low one). Ties go by name, then id, so the
 * order is the same on every request.
 */
export function bestRatedFirst(a: Pick<DogFood, 'rating' | 'name' | 'id'>, b: Pick<DogFood, 'rating' | 'name' | 'id'>): number {
  return (b.rating ?? -1) - (a.rating ?? -1) || a.name.localeCompare(b.name) || a.id - b.id;
}
