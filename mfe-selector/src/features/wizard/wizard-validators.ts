import { wizardMessages } from '@gentlebowl/contracts';
import { required, requiredArray } from '@gentlebowl/ui';
import { validateOptionalDogWeight } from '../../shared/validate-dog-weight';

/** Field validators of the three steps, with the messages of spec section 5 (held by contracts). */
export const wizardValidators = {
  dogName: required(wizardMessages.dogName),
  breed: required(wizardMessages.breed),
  age: required(wizardMessages.age),
  size: required(wizardMessages.size),
  weightLbs: validateOptionalDogWeight,
  symptoms: requiredArray(wizardMessages.symptoms),
  frequency: required(wizardMessages.frequency),
  duration: required(wizardMessages.duration),
  foodTypes: requiredArray(wizardMessages.foodTypes),
  budget: required(wizardMessages.budget),
} as const;
