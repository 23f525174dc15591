import styled from '@emotion/styled';
import { useAppDispatch, useAppSelector, useToast } from '@gentlebowl/platform';
import { Card } from '@gentlebowl/ui';
import { useSelectorRecommendationsMutation } from '../../shared/selector-api';
import { DogDetailsStep } from './dog-details-step';
import { FoodPreferencesStep } from './food-preferences-step';
import { recommendationFailedToast } from './recommendation-toasts';
import { StepIndicator } from './step-indicator';
import { SymptomsStep } from './symptoms-step';
import { useStepFocus } from './use-step-focus';
import {
  backFromFoodPreferences,
  backFromSymptoms,
  dogDetailsSubmitted,
  foodPreferencesSubmitted,
  recommendationsReceived,
  selectAnswers,
  selectStep,
  selectStepChanges,
  symptomsSubmitted,
} from './wizard-slice';
import { WizardProgress } from './wizard-progress';
import { stepInfo } from './wizard-steps';
import { buildRecommendationRequest, type FoodPreferencesValues } from './wizard-values';

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
  /** Called with the request id when a new recommendation answer has arrived. */
  onRecommendations?: (requestId: number) => void;
}

/**
 * The three-step food selector (spec "Food Selector" and section 4 "Wizard"): steps go 1 to 2 to 3,
 * Back prefills earlier answers, and submitting step 3 asks the API for recommendations. A failed
 * request shows the spec's error toast and keeps every answer.
 */
export function FoodSelectorWizard({ onRecommendations }: FoodSelectorWizardProps) {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const step = useAppSelector(selectStep);
  const stepChanges = useAppSelector(selectStepChanges);
  const answers = useAppSelector(selectAnswers);
  const [requestRecommendations, { isLoading }] = useSelectorRecommendationsMutation();
  const { indicatorRef, headingRef } = useStepFocus(stepChanges);

  const submitFoodPreferences = async (values: FoodPreferencesValues) => {
    dispatch(foodPreferencesSubmitted(values));
    const request = buildRecommendationRequest({ ...answers, foodPreferences: values });
    if (!request) return;
    try {
      const { requestId, recommendations } = await requestRecommendations(request).unwrap();
      dispatch(recommendationsReceived({ requestId, dogName: request.dogInfo.dogName, foods: recommendations }));
      onRecommendations?.(requestId);
    } catch {
      toast(recommendationFailedToast);
    }
  };

  return (
    <Panel as="section" aria-label="Food selector">
      <Top>
        <StepIndicator ref={indicatorRef} current={step} />
        <WizardProgress current={stepInfo(step)} />
      </Top>
      {step === 1 ? (
        <DogDetailsStep
          initialValues={answers.dogInfo}
          headingRef={headingRef}
          onSubmit={(values) => dispatch(dogDetailsSubmitted(values))}
        />
      ) : null}
      {step === 2 ? (
        <SymptomsStep
          initialValues={answers.symptoms}
          headingRef={headingRef}
          onSubmit={(values) => dispatch(symptomsSubmitted(values))}
          onBack={(values) => dispatch(backFromSymptoms(values))}
        />
      ) : null}
      {step === 3 ? (
        <FoodPreferencesStep
          initialValues={answers.foodPreferences}
          headingRef={headingRef}
          pending={isLoading}
          onSubmit={submitFoodPreferences}
          onBack={(values) => dispatch(backFromFoodPreferences(values))}
        />
      ) : null}
    </Panel>
  );
}
