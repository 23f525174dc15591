import type { Ref } from 'react';
import type { WizardAnswers } from './wizard-values';

/** What every step component takes. */
export interface StepProps {
  /** The answers the address holds; the form starts from them. */
  answers: WizardAnswers;
  /** The step was submitted incomplete: it opens with its messages. */
  showErrors: boolean;
  /** The page opened on this step from a submitted form. */
  autoFocusHeading: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** A valid submit, with every answer. */
  onSubmit: (answers: WizardAnswers) => void | Promise<void>;
}

/** A step after the first: Back receives what is typed so far, so it survives going back. */
export interface LaterStepProps extends StepProps {
  onBack: (answers: WizardAnswers) => void;
}
