import type { RecommendationRequestInput } from '@gentlebowl/contracts';
import { createAppStore } from '@gentlebowl/platform';
import {
  answersEdited,
  backFromFoodPreferences,
  backFromSymptoms,
  dogDetailsSubmitted,
  foodPreferencesSubmitted,
  recommendationsShown,
  selectAnswers,
  selectAnswersRevision,
  selectProgressRestored,
  selectShownRequest,
  selectStep,
  selectStepChanges,
  symptomsSubmitted,
  wizardProgressRestored,
  wizardReset,
} from './wizard-slice';

const dogInfo = { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' };
const symptoms = { symptoms: ['gas'], frequency: 'weekly', duration: '1-4-weeks' };
const foodPreferences = { foodTypes: ['dry'], budget: '50-100' };
const request: RecommendationRequestInput = {
  dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' },
  symptoms: { symptoms: ['gas'], frequency: 'weekly', duration: '1-4-weeks', vetDiagnosed: false },
  foodPreferences: { foodTypes: ['dry'], budget: '50-100' },
};

function storeAtStep3() {
  const store = createAppStore();
  store.dispatch(dogDetailsSubmitted(dogInfo));
  store.dispatch(symptomsSubmitted(symptoms));
  return store;
}

describe('selectorWizard slice', () => {
  it('starts on step 1 with no answers or results, before any action reached it', () => {
    const state = createAppStore().getState();
    expect(selectStep(state)).toBe(1);
    expect(selectAnswers(state)).toEqual({});
    expect(selectShownRequest(state)).toBeNull();
    expect(selectProgressRestored(state)).toBe(false);
  });

  it('moves forward on each submitted step and keeps the answers', () => {
    const store = storeAtStep3();
    const state = store.getState();
    expect(selectStep(state)).toBe(3);
    expect(selectStepChanges(state)).toBe(2);
    expect(selectAnswers(state)).toEqual({ dogInfo, symptoms });
  });

  it('stays on step 3 when the preferences are submitted, so the request can run', () => {
    const store = storeAtStep3();
    store.dispatch(foodPreferencesSubmitted(foodPreferences));
    expect(selectStep(store.getState())).toBe(3);
    expect(selectAnswers(store.getState()).foodPreferences).toEqual(foodPreferences);
  });

  it('goes back one step and keeps what was typed on the step it leaves', () => {
    const store = storeAtStep3();
    store.dispatch(backFromFoodPreferences({ foodTypes: ['wet'] }));
    expect(selectStep(store.getState())).toBe(2);
    store.dispatch(backFromSymptoms({ ...symptoms, symptoms: ['gas', 'vomiting'] }));
    expect(selectStep(store.getState())).toBe(1);
    expect(selectAnswers(store.getState())).toEqual({
      dogInfo,
      symptoms: { ...symptoms, symptoms: ['gas', 'vomiting'] },
      foodPreferences: { foodTypes: ['wet'] },
    });
  });

  it('resets to step 1 and clears the results but keeps every answer', () => {
    const store = storeAtStep3();
    store.dispatch(foodPreferencesSubmitted(foodPreferences));
    store.dispatch(recommendationsShown(request));
    expect(selectShownRequest(store.getState())).toEqual(request);

    store.dispatch(wizardReset());

    const state = store.getState();
    expect(selectStep(state)).toBe(1);
    expect(selectShownRequest(state)).toBeNull();
    expect(selectAnswers(state)).toEqual({ dogInfo, symptoms, foodPreferences });
  });

  it('counts a reset as a step change even when step 1 is already shown', () => {
    const store = createAppStore();
    store.dispatch(wizardReset());
    expect(selectStepChanges(store.getState())).toBe(1);
  });
});

describe('kept answers', () => {
  it('keeps what is typed on a step before it is submitted, without moving', () => {
    const store = createAppStore();
    store.dispatch(answersEdited({ dogInfo: { dogName: 'Bis' } }));
    store.dispatch(answersEdited({ dogInfo: { dogName: 'Biscuit', breed: 'beagle' } }));
    expect(selectAnswers(store.getState())).toEqual({ dogInfo: { dogName: 'Biscuit', breed: 'beagle' } });
    expect(selectStep(store.getState())).toBe(1);
    expect(selectStepChanges(store.getState())).toBe(0);
  });

  it('restores kept progress without counting a step change, and starts the step forms again', () => {
    const store = createAppStore();
    store.dispatch(wizardProgressRestored({ step: 3, answers: { dogInfo, symptoms } }));
    const state = store.getState();
    expect(selectStep(state)).toBe(3);
    expect(selectAnswers(state)).toEqual({ dogInfo, symptoms });
    expect(selectStepChanges(state)).toBe(0);
    expect(selectAnswersRevision(state)).toBe(1);
    expect(selectProgressRestored(state)).toBe(true);
  });

  it('notes that there was nothing to restore, leaving the wizard as it is', () => {
    const store = createAppStore();
    store.dispatch(answersEdited({ dogInfo }));
    store.dispatch(wizardProgressRestored(null));
    expect(selectProgressRestored(store.getState())).toBe(true);
    expect(selectAnswers(store.getState())).toEqual({ dogInfo });
    expect(selectAnswersRevision(store.getState())).toBe(0);
  });
});
