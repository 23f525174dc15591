import { durationOptions, frequencyOptions, symptomOptions, textLimits, warningSignOptions } from '@gentlebowl/contracts';
import { Button, CheckboxGroupField, Notice, RadioGroupField, SelectField, TextAreaField } from '@gentlebowl/ui';
import { type Ref, useState } from 'react';
import { Form } from 'react-final-form';
import { KeepTypedValues } from './keep-typed-values';
import { FieldGrid, FullRow } from './wizard-layout';
import { WizardStepForm } from './wizard-step-form';
import { stepInfo } from './wizard-steps';
import { wizardValidators } from './wizard-validators';
import { defaultVetAnswer, type SymptomsValues, vetAnswerOptions } from './wizard-values';

export interface SymptomsStepProps {
  initialValues: SymptomsValues | undefined;
  onSubmit: (values: SymptomsValues) => void;
  /** Receives what is typed, as it is typed. */
  onEdit: (values: SymptomsValues) => void;
  /** Receives what is typed so far, so it survives going back. */
  onBack: (values: SymptomsValues) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 2: symptoms, how often and how long, warning signs that call for a vet first, whether a vet
 * is already involved (No until the owner says otherwise), and anything else the owner wants to add.
 */
export function SymptomsStep({ initialValues, onSubmit, onEdit, onBack, headingRef }: SymptomsStepProps) {
  const [initial] = useState<SymptomsValues>(() => ({ vetDiagnosed: defaultVetAnswer, ...initialValues }));
  return (
    <Form<SymptomsValues>
      onSubmit={(values) => onSubmit(values)}
      initialValues={initial}
      render={({ handleSubmit, form }) => (
        <WizardStepForm
          info={stepInfo(2)}
          headingRef={headingRef}
          onSubmit={handleSubmit}
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
              <Button variant="outline" onClick={() => onBack(form.getState().values)}>
                Back
              </Button>
              <Button type="submit" variant="primary">
                Next: Food Preferences
              </Button>
            </>
          }
        >
          <KeepTypedValues<SymptomsValues> onChange={onEdit} />
          <FieldGrid>
            <FullRow>
              <CheckboxGroupField
                name="symptoms"
                label="Which symptoms does your dog have?"
                required
                columns={2}
                options={[...symptomOptions]}
                validate={wizardValidators.symptoms}
              />
            </FullRow>
            <SelectField
              name="frequency"
              label="How often do symptoms occur?"
              required
              placeholder="Select frequency"
              options={[...frequencyOptions]}
              validate={wizardValidators.frequency}
            />
            <SelectField
              name="duration"
              label="How long has this been going on?"
              required
              placeholder="Select duration"
              options={[...durationOptions]}
              validate={wizardValidators.duration}
            />
            <FullRow>
              <CheckboxGroupField
                name="warningSigns"
                label="Have you noticed any of these? (optional)"
                hint="Any of these means your dog should see a vet before any change of food; we will say so with the results."
                columns={2}
                options={[...warningSignOptions]}
              />
            </FullRow>
            <FullRow>
              <RadioGroupField
                name="vetDiagnosed"
                label="Has a vet diagnosed a condition or prescribed a diet?"
                hint="Prescription diets are only suggested first when a vet is involved."
                columns={2}
                options={[...vetAnswerOptions]}
              />
            </FullRow>
            <FullRow>
              <TextAreaField
                name="additionalInfo"
                label="Anything else we should know? (optional)"
                hint="For example recent food changes, treats, or what the vet has said."
                rows={4}
                maxLength={textLimits.additionalInfo}
              />
            </FullRow>
          </FieldGrid>
        </WizardStepForm>
      )}
    />
  );
}
