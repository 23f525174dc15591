import { ageGroupOptions, breedOptions, dogSizeOptions, dogWeightLimits, textLimits } from '@gentlebowl/contracts';
import { Button, Notice, NumberField, OptionLabel, SelectField, TextField } from '@gentlebowl/ui';
import { type Ref, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { KeepTypedValues } from './keep-typed-values';
import { FieldGrid, FullRow } from './wizard-layout';
import { WizardStepForm } from './wizard-step-form';
import { stepInfo } from './wizard-steps';
import { wizardValidators } from './wizard-validators';
import type { DogDetailsValues } from './wizard-values';

export interface DogDetailsStepProps {
  /** Earlier answers; read when the step appears. */
  initialValues: DogDetailsValues | undefined;
  onSubmit: (values: DogDetailsValues) => void;
  /** Receives what is typed, as it is typed. */
  onEdit: (values: DogDetailsValues) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Symptoms in a puppy under six months are a red flag, so puppies are asked their age more closely. */
function UnderSixMonthsField() {
  return (
    <Field name="age" subscription={{ value: true }}>
      {({ input: age }) =>
        age.value === 'puppy' ? (
          <FullRow>
            <Field name="underSixMonths" type="checkbox">
              {({ input }) => (
                <OptionLabel>
                  <input {...input} />
                  My puppy is under 6 months old
                </OptionLabel>
              )}
            </Field>
          </FullRow>
        ) : null
      }
    </Field>
  );
}

/** Step 1: the dog's name, breed, age group, size and, optionally, weight. */
export function DogDetailsStep({ initialValues, onSubmit, onEdit, headingRef }: DogDetailsStepProps) {
  const [initial] = useState(initialValues);
  return (
    <Form<DogDetailsValues>
      onSubmit={(values) => onSubmit(values)}
      initialValues={initial}
      render={({ handleSubmit }) => (
        <WizardStepForm
          info={stepInfo(1)}
          headingRef={headingRef}
          onSubmit={handleSubmit}
          note={
            <Notice title="Your privacy">
              <p>Your information is only used to generate recommendations and is never shared.</p>
            </Notice>
          }
          actions={
            <Button type="submit" variant="primary">
              Next: Symptoms
            </Button>
          }
        >
          <KeepTypedValues<DogDetailsValues> onChange={onEdit} />
          <FieldGrid>
            <TextField
              name="dogName"
              label="Dog's name"
              required
              autoComplete="off"
              maxLength={textLimits.dogName}
              validate={wizardValidators.dogName}
            />
            <SelectField
              name="breed"
              label="Breed"
              required
              placeholder="Select a breed"
              options={[...breedOptions]}
              validate={wizardValidators.breed}
            />
            <SelectField
              name="age"
              label="Age"
              required
              placeholder="Select an age group"
              options={[...ageGroupOptions]}
              validate={wizardValidators.age}
            />
            <SelectField
              name="size"
              label="Size"
              required
              placeholder="Select a size"
              options={[...dogSizeOptions]}
              validate={wizardValidators.size}
            />
            <UnderSixMonthsField />
            <NumberField
              name="weightLbs"
              label="Weight (lbs)"
              hint="Optional. Without it, portions and costs use a typical weight for the size you chose."
              min={dogWeightLimits.min}
              max={dogWeightLimits.max}
              validate={wizardValidators.weightLbs}
            />
          </FieldGrid>
        </WizardStepForm>
      )}
    />
  );
}
