import { isDogWeight, wizardMessages } from '@gentlebowl/contracts';

/** An optional weight field: empty is fine, anything else must be a weight the API accepts. */
export function validateOptionalDogWeight(value: unknown, message: string = wizardMessages.weight): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return isDogWeight(value) ? undefined : message;
}

/** A puppy's optional expected adult weight: a weight the API accepts, and not below its weight now. */
export function validateOptionalAdultWeight(value: unknown, weightNow: unknown): string | undefined {
  const invalid = validateOptionalDogWeight(value, wizardMessages.adultWeight);
  if (invalid) return invalid;
  return isDogWeight(value) && isDogWeight(weightNow) && value < weightNow ? wizardMessages.adultWeightBelowWeight : undefined;
}

/**
 * The expected adult weight in a form that asks it of a puppy only (the product page's cost form, the
 * comparison's dog): `validateOptionalAdultWeight` for a puppy; a grown dog's form hides the field and
 * ignores it.
 */
export function validateAdultWeight(adultWeightLbs: unknown, dog: { age?: unknown; weightLbs?: unknown }): string | undefined {
  return dog.age === 'puppy' ? validateOptionalAdultWeight(adultWeightLbs, dog.weightLbs) : undefined;
}
