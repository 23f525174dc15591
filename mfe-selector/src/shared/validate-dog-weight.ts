import { isDogWeight, wizardMessages } from '@gentlebowl/contracts';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** An optional weight field: empty is fine, anything else must be a weight the API accepts. */
export function validateOptionalDogWeight(value: unknown): string | undefined {
  if (isEmpty(value)) return undefined;
  return isDogWeight(value) ? undefined : wizardMessages.weight;
}

/**
 * A puppy's expected adult weight, asked beside its weight now (NRC 2006's growth formula needs both):
 * empty is fine (the page then asks for it), anything else must be a weight the API accepts and no
 * less than the weight now. A grown dog's form ignores it.
 */
export function validateAdultWeight(adultWeightLbs: unknown, dog: { age?: unknown; weightLbs?: unknown }): string | undefined {
  if (dog.age !== 'puppy' || isEmpty(adultWeightLbs)) return undefined;
  if (!isDogWeight(adultWeightLbs)) return wizardMessages.adultWeight;
  return isDogWeight(dog.weightLbs) && adultWeightLbs < dog.weightLbs ? wizardMessages.adultWeightBelowWeight : undefined;
}
