import { wizardMessages } from '@gentlebowl/contracts';
import { stepErrors } from './wizard-validators';
import type { WizardAnswers } from './wizard-values';
import { wizardView } from './wizard-view';

const dog: WizardAnswers = { name: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' };
const symptoms: WizardAnswers = { symptom: ['gas'], frequency: 'weekly', duration: '1-3-months' };
const preferences: WizardAnswers = { type: ['dry'], budget: '50-100' };

describe('stepErrors', () => {
  it("reports each missing answer of a step with the spec's message", () => {
    expect(stepErrors(1, {})).toEqual({
      name: wizardMessages.dogName,
      breed: wizardMessages.breed,
      age: wizardMessages.age,
      size: wizardMessages.size,
    });
    expect(stepErrors(2, { symptom: [] })).toEqual({
      symptom: 'Please select at least one symptom',
      frequency: 'Please select frequency',
      duration: 'Please select duration',
    });
    expect(stepErrors(3, {})).toEqual({ type: 'Please select at least one food type', budget: 'Please select a budget range' });
  });

  it('takes a blank name for a missing one, and checks an optional weight only when given', () => {
    expect(stepErrors(1, { ...dog, name: '   ' })).toEqual({ name: "Please enter your dog's name" });
    expect(stepErrors(1, { ...dog, weight: 300 })).toEqual({ weight: 'Please enter a weight between 1 and 250 lbs' });
    expect(stepErrors(1, { ...dog, weight: 32.5 })).toEqual({});
  });
});

describe('wizardView', () => {
  it('opens the step asked for when the steps before it are complete', () => {
    expect(wizardView({ ...dog, ...symptoms }, 3, false)).toEqual({ step: 3, showErrors: false });
    expect(wizardView({ ...dog }, 2, false)).toEqual({ step: 2, showErrors: false });
  });

  it('opens the first incomplete step before the one asked for, with its messages', () => {
    expect(wizardView({ ...dog, name: '' }, 2, false)).toEqual({ step: 1, showErrors: true });
    expect(wizardView({ ...dog }, 3, false)).toEqual({ step: 2, showErrors: true });
  });

  it('goes back without checking the step left or later ones', () => {
    expect(wizardView({ ...dog }, 1, false)).toEqual({ step: 1, showErrors: false });
  });

  it('opens results on the last step, and the start without answers', () => {
    expect(wizardView({ ...dog, ...symptoms, ...preferences }, undefined, true)).toEqual({ step: 3, showErrors: false });
    expect(wizardView({}, undefined, false)).toEqual({ step: 1, showErrors: false });
  });

  it('opens "Get Recommendations" with an answer missing on the step that lacks it, with its messages', () => {
    expect(wizardView({ ...dog, ...symptoms, budget: '50-100' }, undefined, false)).toEqual({ step: 3, showErrors: true });
  });
});
