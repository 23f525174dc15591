import type { RecommendedDogFood } from '@gentlebowl/contracts';
import type { BadgeVariant } from '@gentlebowl/ui';

export interface Highlight {
  label: string;
  variant: BadgeVariant;
}

/** The card's badges (spec: Vet Approved, All Natural, Proven, retailer). */
export function cardHighlights(food: RecommendedDogFood): Highlight[] {
  const highlights: Highlight[] = [];
  if (food.isVetRecommended) highlights.push({ label: 'Vet Approved', variant: 'default' });
  if (food.isAllNatural) highlights.push({ label: 'All Natural', variant: 'default' });
  if (food.isClinicallyProven) highlights.push({ label: 'Proven', variant: 'default' });
  if (food.retailer) highlights.push({ label: food.retailer, variant: 'secondary' });
  return highlights;
}
