import type { RecommendedDogFood } from '@gentlebowl/contracts';
import { rootReducer } from '@gentlebowl/platform';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { WizardStep } from './wizard-steps';
import type { DogDetailsValues, FoodPreferencesValues, SymptomsValues, WizardAnswers } from './wizard-values';

export interface RecommendationResults {
  /** Id of the stored request; a new id means a new answer arrived. */
  requestId: number;
  /** The dog the recommendations are for, as named in the request. */
  dogName: string;
  foods: RecommendedDogFood[];
}

export interface SelectorWizardState {
  step: WizardStep;
  /** Counts every move between steps, also a reset that lands on the step already shown, so the
   * wizard knows when to bring the step indicator into view and focus the step's heading. */
  stepChanges: number;
  answers: WizardAnswers;
  /** The last recommendation answer; null until one arrives and after a reset. */
  results: RecommendationResults | null;
}

const initialState: SelectorWizardState = { step: 1, stepChanges: 0, answers: {}, results: null };

function goTo(state: SelectorWizardState, step: WizardStep) {
  state.step = step;
  state.stepChanges += 1;
}

/**
 * The food selector wizard (spec section 4 "Wizard"). It lives in the shell's store so answers and
 * results survive a visit to a product page and back.
 */
export const selectorWizardSlice = createSlice({
  name: 'selectorWizard',
  initialState,
  reducers: {
    dogDetailsSubmitted(state, action: PayloadAction<DogDetailsValues>) {
      state.answers.dogInfo = action.payload;
      goTo(state, 2);
    },
    symptomsSubmitted(state, action: PayloadAction<SymptomsValues>) {
      state.answers.symptoms = action.payload;
      goTo(state, 3);
    },
    foodPreferencesSubmitted(state, action: PayloadAction<FoodPreferencesValues>) {
      state.answers.foodPreferences = action.payload;
    },
    /** Back keeps what was typed on the step being left, so going forward again shows it. */
    backFromSymptoms(state, action: PayloadAction<SymptomsValues>) {
      state.answers.symptoms = action.payload;
      goTo(state, 1);
    },
    backFromFoodPreferences(state, action: PayloadAction<FoodPreferencesValues>) {
      state.answers.foodPreferences = action.payload;
      goTo(state, 2);
    },
    recommendationsReceived(state, action: PayloadAction<RecommendationResults>) {
      state.results = action.payload;
    },
    /** Back to step 1 without results; the answers stay to be changed. */
    wizardReset(state) {
      state.results = null;
      goTo(state, 1);
    },
  },
  selectors: {
    selectStep: (state) => state.step,
    selectStepChanges: (state) => state.stepChanges,
    selectAnswers: (state) => state.answers,
    selectResults: (state) => state.results,
  },
});

declare module '@gentlebowl/platform' {
  interface LazyLoadedSlices extends WithSlice<typeof selectorWizardSlice> {}
}

/** The slice injected into the shell's store; its selectors read the initial state until it has run. */
export const selectorWizard = selectorWizardSlice.injectInto(rootReducer);

export const {
  dogDetailsSubmitted,
  symptomsSubmitted,
  foodPreferencesSubmitted,
  backFromSymptoms,
  backFromFoodPreferences,
  recommendationsReceived,
  wizardReset,
} = selectorWizardSlice.actions;

export const { selectStep, selectStepChanges, selectAnswers, selectResults } = selectorWizard.selectors;
