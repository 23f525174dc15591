import { useAppDispatch, useAppSelector } from '@gentlebowl/platform';
import { useEffect, useRef } from 'react';
import {
  selectAnswers,
  selectProgressRestored,
  selectStep,
  type WizardProgress,
  wizardProgressRestored,
} from './wizard-slice';
import { loadWizardProgress, saveWizardProgress, sessionStorageOrNull } from './wizard-progress-storage';
import { buildRecommendationRequest, type WizardAnswers } from './wizard-values';

/**
 * What the wizard starts from after the page has loaded: a results link's answers win over what
 * the tab kept, except that a link without the dog's name keeps the name typed in this tab (session
 * storage is this tab's own). A link whose answers are complete opens on the last step, with its
 * results below; otherwise on the first, to finish the answers.
 */
export function progressToRestore(linked: WizardAnswers | null, kept: WizardProgress | null): WizardProgress | null {
  if (!linked) return kept;
  const dogName = linked.dogInfo?.dogName ?? kept?.answers.dogInfo?.dogName;
  const answers: WizardAnswers = { ...linked, dogInfo: { ...linked.dogInfo, ...(dogName ? { dogName } : {}) } };
  return { step: buildRecommendationRequest(answers) ? 3 : 1, answers };
}

/**
 * Brings the wizard's progress back after hydration (from the link the page was opened with, else
 * from the tab's session storage) and keeps it in session storage as it changes. Both run in
 * effects: the server and the browser's first render show the wizard as it starts.
 */
export function useKeptWizardProgress(linkedAnswers: WizardAnswers | null) {
  const dispatch = useAppDispatch();
  const restored = useAppSelector(selectProgressRestored);
  const step = useAppSelector(selectStep);
  const answers = useAppSelector(selectAnswers);
  // The answers of the address the page opened with; later changes of the address are the page's own.
  const openedWith = useRef(linkedAnswers);

  useEffect(() => {
    if (restored) return;
    dispatch(wizardProgressRestored(progressToRestore(openedWith.current, loadWizardProgress(sessionStorageOrNull()))));
  }, [restored, dispatch]);

  useEffect(() => {
    if (restored) saveWizardProgress(sessionStorageOrNull(), { step, answers });
  }, [restored, step, answers]);
}
