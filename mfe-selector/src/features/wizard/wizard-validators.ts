import { wizardMessages } from '@gentlebowl/contracts';
import { required, requiredArray } from '@gentlebowl/ui/form';
import { validateOptionalAdultWeight, validateOptionalDogWeight } from '../../shared/validate-dog-weight';
import type { WizardStep } from './wizard-steps';
import { STEP_FIELDS, type WizardAnswers, type WizardField } from './wizard-values';

/** The checks of the fields that have any, with the messages of spec section 5 (held by contracts). */
const fieldChecks: Partial<Record<WizardField, (value: unknown, answers: WizardAnswers) => string | undefined>> = {
  name: required(wizardMessages.dogName),
  breed: required(wizardMessages.breed),
  age: required(wizardMessages.age),
  size: required(wizardMessages.size),
  weight: (value) => validateOptionalDogWeight(value),
  // Asked of puppies only; a value left from an earlier choice of age is not sent, so not checked.
  'adult-weight': (value, answers) => (answers.age === 'puppy' ? validateOptionalAdultWeight(value, answers.weight) : undefined),
  symptom: requiredArray(wizardMessages.symptoms),
  frequency: required(wizardMessages.frequency),
  duration: required(wizardMessages.duration),
  type: requiredArray(wizardMessages.foodTypes),
  budget: required(wizardMessages.budget),
};

export type StepErrors = Partial<Record<WizardField, string>>;

/**
 * What is missing or wrong on `step`, field by field: the step form's validation in the browser and
 * the server's check of a submitted step are this one function.
 */
export function stepErrors(step: WizardStep, answers: WizardAnswers): StepErrors {
  const errors: StepErrors = {};
  for (const field of STEP_FIELDS[step]) {
    const message = fieldChecks[field]?.(answers[field], answers);
    if (message) errors[field] = message;
  }
  return errors;
}

export function stepIsValid(step: WizardStep, answers: WizardAnswers): boolean {
  return Object.keys(stepErrors(step, answers)).length === 0;
}
