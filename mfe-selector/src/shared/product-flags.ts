import type { DogFood } from '@gentlebowl/contracts';

/**
 * What the catalogue says about a food beyond its type, as the detail page and the comparison show
 * it: a prescription diet first, since it cannot be bought without a vet.
 */
export function productFlags(
  food: Pick<DogFood, 'requiresPrescription' | 'isVetRecommended' | 'isAllNatural' | 'isClinicallyProven'>,
): string[] {
  return [
    ...(food.requiresPrescription ? ['Prescription diet'] : []),
    ...(food.isVetRecommended ? ['Vet Recommended'] : []),
    ...(food.isAllNatural ? ['All Natural'] : []),
    ...(food.isClinicallyProven ? ['Clinically Proven'] : []),
  ];
}
