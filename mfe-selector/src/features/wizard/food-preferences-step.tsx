import { allergyOptions, budgetOptions, preferredIngredientOptions, wizardFoodTypeOptions } from '@gentlebowl/contracts';
import { Button, CheckboxGroupField, SelectField } from '@gentlebowl/ui';
import { type Ref, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { KeepTypedValues } from './keep-typed-values';
import { FieldGrid, FullRow } from './wizard-layout';
import { WizardStepForm } from './wizard-step-form';
import { stepInfo } from './wizard-steps';
import { wizardValidators } from './wizard-validators';
import type { FoodPreferencesValues } from './wizard-values';
import { FINDING_RECOMMENDATIONS } from '../../shared/recommendation-messages';

export interface FoodPreferencesStepProps {
  initialValues: FoodPreferencesValues | undefined;
  onSubmit: (values: FoodPreferencesValues) => void;
  /** Receives what is typed, as it is typed. */
  onEdit: (values: FoodPreferencesValues) => void;
  onBack: (values: FoodPreferencesValues) => void;
  headingRef: Ref<HTMLHeadingElement>;
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
export function FoodPreferencesStep({ initialValues, onSubmit, onEdit, onBack, headingRef, pending }: FoodPreferencesStepProps) {
  const [initial] = useState(initialValues);
  const submitRef = useRefocusAfterPending(pending);
  return (
    <Form<FoodPreferencesValues>
      onSubmit={(values) => onSubmit(values)}
      initialValues={initial}
      render={({ handleSubmit, form }) => (
        <WizardStepForm
          info={stepInfo(3)}
          headingRef={headingRef}
          onSubmit={handleSubmit}
          note={null}
          actions={
            <>
              <Button variant="outline" disabled={pending} onClick={() => onBack(form.getState().values)}>
                Back
              </Button>
              <Button ref={submitRef} type="submit" variant="accent" disabled={pending}>
                {pending ? FINDING_RECOMMENDATIONS : 'Get Recommendations'}
              </Button>
            </>
          }
        >
          <KeepTypedValues<FoodPreferencesValues> onChange={onEdit} />
          <FieldGrid>
            <FullRow>
              <CheckboxGroupField
                name="foodTypes"
                label="Which types of food would you consider?"
                required
                columns={3}
                options={[...wizardFoodTypeOptions]}
                validate={wizardValidators.foodTypes}
              />
            </FullRow>
            <SelectField
              name="budget"
              label="Monthly budget"
              required
              placeholder="Select a budget range"
              options={[...budgetOptions]}
              validate={wizardValidators.budget}
            />
            <FullRow>
              <CheckboxGroupField
                name="ingredients"
                label="Preferred ingredients (optional)"
                columns={4}
                options={[...preferredIngredientOptions]}
              />
            </FullRow>
            <FullRow>
              <CheckboxGroupField
                name="allergies"
                label="Known allergies (optional)"
                hint="Foods that contain a ticked allergen are never recommended."
                columns={4}
                options={[...allergyOptions]}
              />
            </FullRow>
          </FieldGrid>
        </WizardStepForm>
      )}
    />
  );
}
