import styled from '@emotion/styled';
import { useState } from 'react';
import { failureToast, useAppDispatch, useAppSelector, useToast } from '@gentlebowl/platform';
import { Card } from '@gentlebowl/ui';
import type { RecommendationRequestInput, RecommendationResponse } from '@gentlebowl/contracts';
import { submitAnswers } from '../../shared/selector-api';
import { DogDetailsStep } from './dog-details-step';
import { FoodPreferencesStep } from './food-preferences-step';
import { recommendationFailedToast } from '../../shared/recommendation-messages';
import { StepIndicator } from './step-indicator';
import { SymptomsStep } from './symptoms-step';
import { useKeptWizardProgress } from './use-kept-wizard-progress';
import { useStepFocus } from './use-step-focus';
import {
  answersEdited,
  backFromFoodPreferences,
  backFromSymptoms,
  dogDetailsSubmitted,
  foodPreferencesSubmitted,
  recommendationsShown,
  selectAnswers,
  selectAnswersRevision,
  selectStep,
  selectStepChanges,
  symptomsSubmitted,
} from './wizard-slice';
import { WizardProgress } from './wizard-progress';
import { stepInfo } from './wizard-steps';
import { buildRecommendationRequest, type FoodPreferencesValues, type WizardAnswers } from './wizard-values';

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
  /** The answers in the address the page was opened with (a results link); they win over the tab's. */
  linkedAnswers?: WizardAnswers | null;
  /** Called when a new recommendation answer has arrived for `request`. */
  onRecommendations?: (request: RecommendationRequestInput, response: RecommendationResponse) => void;
}

/**
 * The three-step food selector (spec "Food Selector" and section 4 "Wizard"): steps go 1 to 2 to 3,
 * Back prefills earlier answers, and submitting step 3 asks the API for recommendations. A failed
 * request shows the spec's error toast (a refused one says how long to wait) and keeps every answer. What is typed is kept as it is
 * typed, and comes back after a reload.
 */
export function FoodSelectorWizard({ linkedAnswers = null, onRecommendations }: FoodSelectorWizardProps) {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const step = useAppSelector(selectStep);
  const stepChanges = useAppSelector(selectStepChanges);
  const answers = useAppSelector(selectAnswers);
  // The step forms read their answers when they appear; new answers from outside start them again.
  const revision = useAppSelector(selectAnswersRevision);
  const [pending, setPending] = useState(false);
  const { indicatorRef, headingRef } = useStepFocus(stepChanges);
  useKeptWizardProgress(linkedAnswers);

  const submitFoodPreferences = async (values: FoodPreferencesValues) => {
    dispatch(foodPreferencesSubmitted(values));
    const request = buildRecommendationRequest({ ...answers, foodPreferences: values });
    if (!request) return;
    setPending(true);
    try {
      const response = await dispatch(submitAnswers(request));
      dispatch(recommendationsShown(request));
      onRecommendations?.(request, response);
    } catch (error) {
      toast(failureToast(recommendationFailedToast, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Panel as="section" aria-label="Food selector" data-print="hide">
      <Top>
        <StepIndicator ref={indicatorRef} current={step} />
        <WizardProgress current={stepInfo(step)} />
      </Top>
      {step === 1 ? (
        <DogDetailsStep
          key={revision}
          initialValues={answers.dogInfo}
          headingRef={headingRef}
          onSubmit={(values) => dispatch(dogDetailsSubmitted(values))}
          onEdit={(dogInfo) => dispatch(answersEdited({ dogInfo }))}
        />
      ) : null}
      {step === 2 ? (
        <SymptomsStep
          key={revision}
          initialValues={answers.symptoms}
          headingRef={headingRef}
          onSubmit={(values) => dispatch(symptomsSubmitted(values))}
          onEdit={(symptoms) => dispatch(answersEdited({ symptoms }))}
          onBack={(values) => dispatch(backFromSymptoms(values))}
        />
      ) : null}
      {step === 3 ? (
        <FoodPreferencesStep
          key={revision}
          initialValues={answers.foodPreferences}
          headingRef={headingRef}
          pending={pending}
          onSubmit={submitFoodPreferences}
          onEdit={(foodPreferences) => dispatch(answersEdited({ foodPreferences }))}
          onBack={(values) => dispatch(backFromFoodPreferences(values))}
        />
      ) : null}
    </Panel>
  );
}
