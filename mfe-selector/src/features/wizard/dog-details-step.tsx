import styled from '@emotion/styled';
import { ageGroupOptions, breedOptions, dogSizeOptions, dogWeightLimits, textLimits } from '@gentlebowl/contracts';
import { useHydrated } from '@gentlebowl/platform';
import { Button, Notice, OptionLabel } from '@gentlebowl/ui';
import { NumberField, SelectField, TextField } from '@gentlebowl/ui/form';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { puppyOnlyStyle } from '../../shared/adult-weight-field';
import type { StepProps } from './step-props';
import { STEP_PARAM } from './answers-in-url';
import { useStepForm } from './use-step-form';
import { FieldGrid, FullRow } from './wizard-layout';
import { WizardStepForm } from './wizard-step-form';

/** Shown only while the age select holds Puppy: by the page's own CSS, so also without scripts. */
const PuppyOnlyRow = styled(FullRow)(puppyOnlyStyle);

/**
 * A question for puppies only. Without scripts, and until they take the form over, it is in the page
 * whatever the age and CSS shows it once Puppy is picked; after that it is rendered for a puppy only.
 */
function PuppyOnlyQuestion({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Field name="age" subscription={{ value: true }}>
      {({ input: age }) => (age.value === 'puppy' || !hydrated ? <PuppyOnlyRow>{children}</PuppyOnlyRow> : null)}
    </Field>
  );
}

/** Symptoms in a puppy under six months are a red flag, so puppies are asked their age more closely. */
function UnderSixMonthsField() {
  return (
    <PuppyOnlyQuestion>
      <Field name="under-6-months" type="checkbox">
        {({ input }) => (
          <OptionLabel>
            {/* Submitted without scripts as "under-6-months=yes". */}
            <input {...input} value="yes" />
            My puppy is under 6 months old
          </OptionLabel>
        )}
      </Field>
    </PuppyOnlyQuestion>
  );
}

/** A puppy's portions follow how far it has grown (NRC 2006's growth formula), so a puppy is asked its
 * expected adult weight. */
function AdultWeightField() {
  return (
    <PuppyOnlyQuestion>
      <NumberField
        name="adult-weight"
        label="Expected adult weight (lbs)"
        hint="For a puppy's portions, with its weight now: your vet or breeder can estimate it."
        min={dogWeightLimits.min}
        max={dogWeightLimits.max}
      />
    </PuppyOnlyQuestion>
  );
}

/** Step 1: the dog's name, breed, age group, size and, optionally, weight (and a puppy's adult weight). */
export function DogDetailsStep({ headingRef, autoFocusHeading, ...options }: StepProps) {
  const stepForm = useStepForm({ step: 1, ...options });
  return (
    <WizardStepForm
      step={1}
      stepForm={stepForm}
      headingRef={headingRef}
      autoFocusHeading={autoFocusHeading}
      note={
        <Notice title="Your privacy">
          <p>Your information is only used to generate recommendations and is never shared.</p>
        </Notice>
      }
      actions={
        <Button type="submit" variant="primary" name={STEP_PARAM} value="2">
          Next: Symptoms
        </Button>
      }
    >
      <FieldGrid>
        <TextField
          name="name"
          label="Dog's name"
          required
          autoComplete="off"
          maxLength={textLimits.dogName}
        />
        <SelectField
          name="breed"
          label="Breed"
          required
          placeholder="Select a breed"
          options={[...breedOptions]}
        />
        <SelectField
          name="age"
          label="Age"
          required
          placeholder="Select an age group"
          options={[...ageGroupOptions]}
        />
        <SelectField
          name="size"
          label="Size"
          required
          placeholder="Select a size"
          options={[...dogSizeOptions]}
        />
        <UnderSixMonthsField />
        <NumberField
          name="weight"
          label="Weight (lbs)"
          hint="Optional. Without it, a grown dog's portions and costs use a typical weight for the size you chose; a puppy's need it."
          min={dogWeightLimits.min}
          max={dogWeightLimits.max}
        />
        <AdultWeightField />
      </FieldGrid>
    </WizardStepForm>
  );
}
