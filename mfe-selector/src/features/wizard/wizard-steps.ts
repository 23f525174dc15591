export type WizardStep = 1 | 2 | 3;

export interface WizardStepInfo {
  step: WizardStep;
  /** The step indicator's label and the step's heading (spec "Food Selector"). */
  title: string;
  /** Progress shown on the step (spec section 9: 33/66/100). */
  progress: number;
  helpText: string;
}

export const WIZARD_STEPS: readonly [WizardStepInfo, WizardStepInfo, WizardStepInfo] = [
  {
    step: 1,
    title: 'Dog Details',
    progress: 33,
    helpText: 'Tell us about your dog. Age and size decide which foods fit, so we only suggest recipes made for them.',
  },
  {
    step: 2,
    title: 'Symptoms',
    progress: 66,
    helpText:
      'Tick every symptom you have noticed, then tell us how often it happens and for how long. The more we know, the better the match.',
  },
  {
    step: 3,
    title: 'Food Preferences',
    progress: 100,
    helpText:
      'Choose the kinds of food you would consider and your monthly budget. Ingredients your dog enjoys and known allergies are optional but sharpen the match.',
  },
];

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export function stepInfo(step: WizardStep): WizardStepInfo {
  return WIZARD_STEPS[step - 1] as WizardStepInfo;
}
