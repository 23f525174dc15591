import { allergyOptions, budgetOptions, preferredIngredientOptions, wizardFoodTypeOptions } from '@gentlebowl/contracts';
import { Button } from '@gentlebowl/ui';
import { CheckboxGroupField, SelectField } from '@gentlebowl/ui/form';
import { useEffect, useRef } from 'react';
import { FINDING_RECOMMENDATIONS } from '../../shared/recommendation-messages';
import type { LaterStepProps } from './step-props';
import { useStepForm } from './use-step-form';
import { FieldGrid, FullRow } from './wizard-layout';
import { BackButton, WizardStepForm } from './wizard-step-form';

export interface FoodPreferencesStepProps extends LaterStepProps {
  /** While the recommendation request runs both buttons are disabled (spec "Food Selector"). */
  pending: boolean;
}

/**
 * A disabled button drops the focus; when the request ends and nothing else took the focus, it
 * goes back to the submit button so keyboard users keep their place.
 */
function useRefocusAfterPending(pending: boolean) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    const focusWasDropped = document.activeElement === null || document.activeElement === document.body;
    if (wasPending.current && !pending && focusWasDropped) {
      submitRef.current?.focus();
    }
    wasPending.current = pending;
  }, [pending]);
  return submitRef;
}

/** Step 3: food types, monthly budget, preferred ingredients and allergies. */
export function FoodPreferencesStep({ onBack, headingRef, autoFocusHeading, pending, ...options }: FoodPreferencesStepProps) {
  const stepForm = useStepForm({ step: 3, ...options });
  const submitRef = useRefocusAfterPending(pending);
  return (
    <WizardStepForm
      step={3}
      stepForm={stepForm}
      headingRef={headingRef}
      autoFocusHeading={autoFocusHeading}
      note={null}
      actions={
        <>
          {/* Without scripts it sends no step: the answers alone are the results address. */}
          <Button ref={submitRef} type="submit" variant="accent" disabled={pending}>
            {pending ? FINDING_RECOMMENDATIONS : 'Get Recommendations'}
          </Button>
          <BackButton to={2} stepForm={stepForm} onBack={onBack} disabled={pending} />
        </>
      }
    >
      <FieldGrid>
        <FullRow>
          <CheckboxGroupField
            name="type"
            label="Which types of food would you consider?"
            required
            columns={3}
            options={[...wizardFoodTypeOptions]}
          />
        </FullRow>
        <SelectField
          name="budget"
          label="Monthly budget"
          required
          placeholder="Select a budget range"
          options={[...budgetOptions]}
        />
        <FullRow>
          <CheckboxGroupField
            name="ingredient"
            label="Preferred ingredients (optional)"
            columns={4}
            options={[...preferredIngredientOptions]}
          />
        </FullRow>
        <FullRow>
          <CheckboxGroupField
            name="allergy"
            label="Known allergies (optional)"
            hint="Foods that contain a ticked allergen are never recommended."
            columns={4}
            options={[...allergyOptions]}
          />
        </FullRow>
      </FieldGrid>
    </WizardStepForm>
  );
}
