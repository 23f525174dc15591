import { useInitialFormValues } from '@gentlebowl/platform';
import { withValuesTypedBeforeTakeover } from '@gentlebowl/ui/form';
import { createForm, type FormApi } from 'final-form';
import { useRef, useState } from 'react';
import { answersFromQuery } from './answers-in-url';
import { stepErrors, stepIsValid } from './wizard-validators';
import type { WizardStep } from './wizard-steps';
import { STEP_FIELDS, type WizardAnswers } from './wizard-values';

/** The name of a step's `<form>`: each step its own, so a step never starts from another's fields. */
export function stepFormName(step: WizardStep): string {
  return `food-selector-step-${step}`;
}

export interface StepFormOptions {
  step: WizardStep;
  /** The answers the address holds: the form's values where the owner has not typed yet. */
  answers: WizardAnswers;
  /** The step was submitted incomplete: its messages show from the start (as the server showed them). */
  showErrors: boolean;
  /** A valid submit, with every answer (this step's fields and the others' the form carries). */
  onSubmit: (answers: WizardAnswers) => void | Promise<void>;
}

/** A step's form, as `WizardStepForm` renders it. */
export interface StepForm {
  form: FormApi<WizardAnswers>;
  /** The answers the form started from: what it sends along for the other steps. */
  initialValues: WizardAnswers;
  /** The form's submit handler, stable: react-final-form's `<Form onSubmit>` with the form. */
  submit: (values: WizardAnswers) => void | Promise<void>;
}

/**
 * A step's form state. It starts from what the owner already entered in the server-rendered form
 * (typed before the scripts arrived), else from the address's answers; it validates the step with
 * the same check the server makes, and a step the server opened with its messages opens with them
 * here too (as after a failed submit), the server's own until the scripts have taken the step
 * over, so they stay until each answer is given.
 */
export function useStepForm({ step, answers, showErrors, onSubmit }: StepFormOptions): StepForm {
  const initialValues = useInitialFormValues(stepFormName(step), answers, answersFromQuery);
  const latestOnSubmit = useRef(onSubmit);
  latestOnSubmit.current = onSubmit;
  const [submit] = useState(() => (values: WizardAnswers) => latestOnSubmit.current(values));
  const [form] = useState(() => {
    // Made as the server rendered it, from the address's answers, with the messages of a step the
    // server opened with them; what the owner typed since goes in its fields.
    const created = createForm<WizardAnswers>({
      initialValues: answers,
      onSubmit: submit,
      validate: (values) => stepErrors(step, values),
    });
    if (showErrors && !stepIsValid(step, answers)) {
      // The step's fields are known before they render (react-final-form registers them only in
      // effects, which never run on the server), then a failed submit marks them to show their
      // messages; nothing is sent, as the step is invalid.
      for (const field of STEP_FIELDS[step]) created.registerField(field, () => {}, {});
      void created.submit();
    }
    return withValuesTypedBeforeTakeover(created, initialValues);
  });
  return { form, initialValues, submit };
}
