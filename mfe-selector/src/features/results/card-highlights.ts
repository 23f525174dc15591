import type { RecommendedDogFood } from '@gentlebowl/contracts';
import type { BadgeVariant } from '@gentlebowl/ui';
import { reviewedBadges } from '../../shared/product-flags';

export interface Highlight {
  label: string;
  variant: BadgeVariant;
}

/** The card's badges (spec: Vet Approved, All Natural, Proven, retailer): the first three only with a
 * named reviewer behind them, the retailer of the buy link. */
export function cardHighlights(food: RecommendedDogFood, retailer: string | null): Highlight[] {
  return [
    ...reviewedBadges(food, { vetRecommended: 'Vet Approved', allNatural: 'All Natural', clinicallyProven: 'Proven' }).map((label) => ({
      label,
      variant: 'default' as const,
    })),
    ...(retailer ? [{ label: retailer, variant: 'secondary' as const }] : []),
  ];
}
