import { durationOptions, frequencyOptions, symptomOptions, textLimits, warningSignOptions } from '@gentlebowl/contracts';
import { Button, Notice } from '@gentlebowl/ui';
import { CheckboxGroupField, RadioGroupField, SelectField, TextAreaField } from '@gentlebowl/ui/form';
import { STEP_PARAM } from './answers-in-url';
import type { LaterStepProps } from './step-props';
import { useStepForm } from './use-step-form';
import { FieldGrid, FullRow } from './wizard-layout';
import { BackButton, WizardStepForm } from './wizard-step-form';
import { defaultVetAnswer, vetAnswerOptions } from './wizard-values';

/**
 * Step 2: symptoms, how often and how long, warning signs that call for a vet first, whether a vet
 * is already involved (No until the owner says otherwise), and anything else the owner wants to add.
 */
export function SymptomsStep({ answers, onBack, headingRef, autoFocusHeading, ...options }: LaterStepProps) {
  const stepForm = useStepForm({
    step: 2,
    answers: { vet: defaultVetAnswer, ...answers },
    ...options,
  });
  return (
    <WizardStepForm
      step={2}
      stepForm={stepForm}
      headingRef={headingRef}
      autoFocusHeading={autoFocusHeading}
      note={
        <Notice variant="warning" title="When to see a vet">
          <p>
            Persistent or severe symptoms may need a vet. Blood in stool or vomit, repeated vomiting, diarrhea lasting
            more than 24-48 hours, lethargy or a day without eating need a veterinarian before any change of food.
          </p>
        </Notice>
      }
      actions={
        <>
          <Button type="submit" variant="primary" name={STEP_PARAM} value="3">
            Next: Food Preferences
          </Button>
          <BackButton to={1} stepForm={stepForm} onBack={onBack} />
        </>
      }
    >
      <FieldGrid>
        <FullRow>
          <CheckboxGroupField
            name="symptom"
            label="Which symptoms does your dog have?"
            required
            columns={2}
            options={[...symptomOptions]}
          />
        </FullRow>
        <SelectField
          name="frequency"
          label="How often do symptoms occur?"
          required
          placeholder="Select frequency"
          options={[...frequencyOptions]}
        />
        <SelectField
          name="duration"
          label="How long has this been going on?"
          required
          placeholder="Select duration"
          options={[...durationOptions]}
        />
        <FullRow>
          <CheckboxGroupField
            name="warning-sign"
            label="Have you noticed any of these? (optional)"
            hint="Any of these means your dog should see a vet before any change of food; we will say so with the results."
            columns={2}
            options={[...warningSignOptions]}
          />
        </FullRow>
        <FullRow>
          <RadioGroupField
            name="vet"
            label="Has a vet diagnosed a condition or prescribed a diet?"
            hint="Prescription diets are only suggested first when a vet is involved."
            columns={2}
            options={[...vetAnswerOptions]}
          />
        </FullRow>
        <FullRow>
          <TextAreaField
            name="note"
            label="Anything else we should know? (optional)"
            hint="For example recent food changes, treats, or what the vet has said."
            rows={4}
            maxLength={textLimits.additionalInfo}
          />
        </FullRow>
      </FieldGrid>
    </WizardStepForm>
  );
}
