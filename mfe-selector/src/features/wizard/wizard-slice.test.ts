import { createAppStore } from '@gentlebowl/platform';
import { recommendedFood } from '../../testing/dog-food-fixtures';
import {
  backFromFoodPreferences,
  backFromSymptoms,
  dogDetailsSubmitted,
  foodPreferencesSubmitted,
  recommendationsReceived,
  selectAnswers,
  selectResults,
  selectStep,
  selectStepChanges,
  symptomsSubmitted,
  wizardReset,
} from './wizard-slice';

const dogInfo = { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' };
const symptoms = { symptoms: ['gas'], frequency: 'weekly', duration: '1-4-weeks' };
const foodPreferences = { foodTypes: ['dry'], budget: '50-100' };

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
    expect(selectResults(state)).toBeNull();
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
    store.dispatch(recommendationsReceived({ requestId: 7, dogName: 'Biscuit', foods: [recommendedFood()] }));
    expect(selectResults(store.getState())?.foods).toHaveLength(1);

    store.dispatch(wizardReset());

    const state = store.getState();
    expect(selectStep(state)).toBe(1);
    expect(selectResults(state)).toBeNull();
    expect(selectAnswers(state)).toEqual({ dogInfo, symptoms, foodPreferences });
  });

  it('counts a reset as a step change even when step 1 is already shown', () => {
    const store = createAppStore();
    store.dispatch(wizardReset());
    expect(selectStepChanges(store.getState())).toBe(1);
  });
});
