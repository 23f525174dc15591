import type { DogFood } from '@gentlebowl/contracts';

type FlaggedFood = Pick<DogFood, 'requiresPrescription' | 'isVetRecommended' | 'isAllNatural' | 'isClinicallyProven' | 'review'>;

/**
 * The badges a named reviewer stands behind (spec: Vet Recommended, All Natural, Clinically Proven):
 * none without a review, whatever the flags say, since a badge nobody stands behind is an endorsement
 * nobody made.
 */
export function reviewedBadges(food: FlaggedFood, words: { vetRecommended: string; allNatural: string; clinicallyProven: string }): string[] {
  if (!food.review) return [];
  return [
    ...(food.isVetRecommended ? [words.vetRecommended] : []),
    ...(food.isAllNatural ? [words.allNatural] : []),
    ...(food.isClinicallyProven ? [words.clinicallyProven] : []),
  ];
}

/**
 * What the catalogue says about a food beyond its type, as the detail page and the comparison show
 * it: a prescription diet first, since it cannot be bought without a vet, then its reviewed badges.
 */
export function productFlags(food: FlaggedFood): string[] {
  return [
    ...(food.requiresPrescription ? ['Prescription diet'] : []),
    ...reviewedBadges(food, { vetRecommended: 'Vet Recommended', allNatural: 'All Natural', clinicallyProven: 'Clinically Proven' }),
  ];
}
