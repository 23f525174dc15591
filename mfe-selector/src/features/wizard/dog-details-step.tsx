import { ageGroupOptions, breedOptions, dogSizeOptions, textLimits } from '@gentlebowl/contracts';
import { Button, Notice, SelectField, TextField } from '@gentlebowl/ui';
import { type Ref, useState } from 'react';
import { Form } from 'react-final-form';
import { FieldGrid } from './wizard-layout';
import { WizardStepForm } from './wizard-step-form';
import { stepInfo } from './wizard-steps';
import { wizardValidators } from './wizard-validators';
import type { DogDetailsValues } from './wizard-values';

export interface DogDetailsStepProps {
  /** Earlier answers; read when the step appears. */
  initialValues: DogDetailsValues | undefined;
  onSubmit: (values: DogDetailsValues) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 1: the dog's name, breed, age group and size. */
export function DogDetailsStep({ initialValues, onSubmit, headingRef }: DogDetailsStepProps) {
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
          </FieldGrid>
        </WizardStepForm>
      )}
    />
  );
}
