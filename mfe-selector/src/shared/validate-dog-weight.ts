import { isDogWeight, wizardMessages } from '@gentlebowl/contracts';

/** An optional weight field: empty is fine, anything else must be a weight the API accepts. */
export function validateOptionalDogWeight(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return isDogWeight(value) ? undefined : wizardMessages.weight;
}
