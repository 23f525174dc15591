import { dogWeightLimits, wizardMessages } from '@gentlebowl/contracts';
import { required, requiredArray } from '@gentlebowl/ui';

/** An optional weight: empty is fine, anything else must be a number within the API's limits. */
function weightWithinLimits(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const inLimits = typeof value === 'number' && value >= dogWeightLimits.min && value <= dogWeightLimits.max;
  return inLimits ? undefined : wizardMessages.weight;
}

/** Field validators of the three steps, with the messages of spec section 5 (held by contracts). */
export const wizardValidators = {
  dogName: required(wizardMessages.dogName),
  breed: required(wizardMessages.breed),
  age: required(wizardMessages.age),
  size: required(wizardMessages.size),
  weightLbs: weightWithinLimits,
  symptoms: requiredArray(wizardMessages.symptoms),
  frequency: required(wizardMessages.frequency),
  duration: required(wizardMessages.duration),
  foodTypes: requiredArray(wizardMessages.foodTypes),
  budget: required(wizardMessages.budget),
} as const;
