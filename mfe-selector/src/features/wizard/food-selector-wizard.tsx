import styled from '@emotion/styled';
import type { RecommendationRequestInput } from '@gentlebowl/contracts';
import { failureToast, useAppDispatch, useToast } from '@gentlebowl/platform';
import { Card } from '@gentlebowl/ui';
import { useState } from 'react';
import { inPageNavigation, useNavigate } from '@gentlebowl/router';
import { recommendationFailedToast } from '../../shared/recommendation-messages';
import { submitAnswers } from '../../shared/selector-api';
import { resultsRequest, stepSearch } from './answers-in-url';
import { DogDetailsStep } from './dog-details-step';
import { FoodPreferencesStep } from './food-preferences-step';
import { StepIndicator } from './step-indicator';
import { SymptomsStep } from './symptoms-step';
import { useStepFocus } from './use-step-focus';
import { WizardProgress } from './wizard-progress';
import { stepInfo, type WizardStep } from './wizard-steps';
import { buildRecommendationRequest, type WizardAnswers } from './wizard-values';
import type { WizardView } from './wizard-view';

const Panel = styled(Card)(({ theme }) => ({
  gap: theme.space(6),
  padding: theme.space(6),
  [theme.breakpoints.mobile]: { padding: theme.space(4) },
}));

const Top = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
}));

export interface FoodSelectorWizardProps {
  /** The answers the address holds. */
  answers: WizardAnswers;
  /** The step the address opens on (wizard-view.ts). */
  view: WizardView;
  /** The page opened from a submitted step form, so the step's heading takes the focus. */
  openedFromForm: boolean;
  /** The recommendations for the owner's `request` (`answers` built it) are at hand to show. */
  onRecommendations: (answers: WizardAnswers, request: RecommendationRequestInput) => void;
}

/**
 * The three-step food selector (spec "Food Selector" and section 4 "Wizard"). The address is its
 * state: each step is a form that submits every answer to /food-selector with the step it asks for,
 * and the page shows what the address says. Without scripts the server renders each step; with
 * them, a valid step moves on in the page (the same address, without a reload), Back keeps what was
 * typed on the step it leaves, and "Get Recommendations" asks the API in the page: a failed request
 * shows the spec's error toast (a refused one says how long to wait) and keeps every answer.
 */
export function FoodSelectorWizard({ answers, view, openedFromForm, onRecommendations }: FoodSelectorWizardProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const { step, showErrors } = view;
  const { indicatorRef, headingRef } = useStepFocus(step);

  // The step's own scroll and focus (useStepFocus) replace the shell's move to the top of a new page.
  const goTo = (target: WizardStep) => (values: WizardAnswers) =>
    navigate({ search: stepSearch(values, target) }, { state: inPageNavigation() });

  const getRecommendations = async (values: WizardAnswers) => {
    const request = buildRecommendationRequest(values);
    const shownAs = resultsRequest(values);
    if (!request || !shownAs) return;
    setPending(true);
    try {
      await dispatch(submitAnswers(request, shownAs));
      onRecommendations(values, request);
    } catch (error) {
      toast(failureToast(recommendationFailedToast, error));
    } finally {
      setPending(false);
    }
  };

  const stepProps = { answers, showErrors, autoFocusHeading: openedFromForm, headingRef };
  return (
    <Panel as="section" aria-label="Food selector" data-print="hide">
      <Top>
        <StepIndicator ref={indicatorRef} current={step} />
        <WizardProgress current={stepInfo(step)} />
      </Top>
      {step === 1 ? <DogDetailsStep {...stepProps} onSubmit={goTo(2)} /> : null}
      {step === 2 ? <SymptomsStep {...stepProps} onSubmit={goTo(3)} onBack={goTo(1)} /> : null}
      {step === 3 ? (
        <FoodPreferencesStep {...stepProps} pending={pending} onSubmit={getRecommendations} onBack={goTo(2)} />
      ) : null}
    </Panel>
  );
}
