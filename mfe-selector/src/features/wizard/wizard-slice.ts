import type { RecommendationRequestInput } from '@gentlebowl/contracts';
import { rootReducer } from '@gentlebowl/platform';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { WizardStep } from './wizard-steps';
import type { DogDetailsValues, FoodPreferencesValues, SymptomsValues, WizardAnswers } from './wizard-values';

/** Where the owner is in the wizard and what they have answered: what a reload brings back. */
export interface WizardProgress {
  step: WizardStep;
  answers: WizardAnswers;
}

export interface SelectorWizardState extends WizardProgress {
  /** Counts every move between steps, also a reset that lands on the step already shown, so the
   * wizard knows when to bring the step indicator into view and focus the step's heading. */
  stepChanges: number;
  /**
   * The request whose results are shown (the recommendation query's key); null until an answer
   * arrives and after a reset. A results link shows its own answers without it.
   */
  shownRequest: RecommendationRequestInput | null;
  /** Counts replacements of the answers from outside the forms (a results link, a reload), so the
   * step forms start again from the new answers. */
  answersRevision: number;
  /** False until the answers kept in the browser, or a link's, have been read: never on the server,
   * so the server's HTML and the browser's first render agree. */
  restored: boolean;
  /**
   * The dog's name as the progress was restored (the link's, else the one this tab kept from the
   * owner's own answers); null when neither had one. A results link without the name shows the
   * owner's results under it after a reload, while the link itself still leaves the name out.
   */
  restoredDogName: string | null;
}

const initialState: SelectorWizardState = {
  step: 1,
  stepChanges: 0,
  answers: {},
  shownRequest: null,
  answersRevision: 0,
  restored: false,
  restoredDogName: null,
};

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
    /** What is typed so far on a step, kept as it is typed so a reload does not lose it. */
    answersEdited(state, action: PayloadAction<WizardAnswers>) {
      Object.assign(state.answers, action.payload);
    },
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
    recommendationsShown(state, action: PayloadAction<RecommendationRequestInput>) {
      state.shownRequest = action.payload;
    },
    /** Back to step 1 without results; the answers stay to be changed. */
    wizardReset(state) {
      state.shownRequest = null;
      goTo(state, 1);
    },
    /**
     * The progress a results link or the browser kept, read once after the page has hydrated
     * (null: there was none). It is not a step change: nothing scrolls or takes the focus.
     */
    wizardProgressRestored(state, action: PayloadAction<WizardProgress | null>) {
      state.restored = true;
      if (!action.payload) return;
      state.restoredDogName = action.payload.answers.dogInfo?.dogName?.trim() || null;
      state.step = action.payload.step;
      state.answers = action.payload.answers;
      state.answersRevision += 1;
    },
  },
  selectors: {
    selectStep: (state) => state.step,
    selectStepChanges: (state) => state.stepChanges,
    selectAnswers: (state) => state.answers,
    selectShownRequest: (state) => state.shownRequest,
    selectAnswersRevision: (state) => state.answersRevision,
    selectProgressRestored: (state) => state.restored,
    selectRestoredDogName: (state) => state.restoredDogName,
  },
});

declare module '@gentlebowl/platform' {
  interface LazyLoadedSlices extends WithSlice<typeof selectorWizardSlice> {}
}

/** The slice injected into the shell's store; its selectors read the initial state until it has run. */
export const selectorWizard = selectorWizardSlice.injectInto(rootReducer);

export const {
  answersEdited,
  dogDetailsSubmitted,
  symptomsSubmitted,
  foodPreferencesSubmitted,
  backFromSymptoms,
  backFromFoodPreferences,
  recommendationsShown,
  wizardReset,
  wizardProgressRestored,
} = selectorWizardSlice.actions;

export const {
  selectStep,
  selectStepChanges,
  selectAnswers,
  selectShownRequest,
  selectAnswersRevision,
  selectProgressRestored,
  selectRestoredDogName,
} = selectorWizard.selectors;
