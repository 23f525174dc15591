import { stepIsValid } from './wizard-validators';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';
import type { WizardAnswers } from './wizard-values';

/** Which step the wizard shows for an address, and whether with its messages. */
export interface WizardView {
  step: WizardStep;
  /** The step was submitted with an answer missing or wrong: it opens showing the messages. */
  showErrors: boolean;
}

function firstInvalidStep(answers: WizardAnswers, before: number): WizardStep | undefined {
  return WIZARD_STEPS.find(({ step }) => step < before && !stepIsValid(step, answers))?.step;
}

/**
 * The step an address opens on. A step form asked for `requestedStep`: the earlier steps' answers
 * are checked, and the first step with an answer missing opens with its messages, else the step
 * asked for (Back asks for an earlier step, which checks nothing the owner has not already passed).
 * Without a step: results open on the last step; other answers came from "Get Recommendations"
 * (or a link cut short) and the first step they leave incomplete opens with its messages; no
 * answers at all is the wizard's start.
 */
export function wizardView(answers: WizardAnswers, requestedStep: WizardStep | undefined, showsResults: boolean): WizardView {
  if (requestedStep !== undefined) {
    const invalid = firstInvalidStep(answers, requestedStep);
    return invalid ? { step: invalid, showErrors: true } : { step: requestedStep, showErrors: false };
  }
  if (showsResults) return { step: 3, showErrors: false };
  if (Object.keys(answers).length === 0) return { step: 1, showErrors: false };
  const invalid = firstInvalidStep(answers, WIZARD_STEPS.length + 1);
  return invalid ? { step: invalid, showErrors: true } : { step: 3, showErrors: false };
}
