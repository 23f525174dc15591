import styled from '@emotion/styled';
import { dogWeightLimits } from '@gentlebowl/contracts';
import { NumberField } from '@gentlebowl/ui/form';
import { validateAdultWeight } from './validate-dog-weight';

/**
 * Shown by the page's own CSS while the form's age select holds Puppy: the question is in the page
 * from the start, so it works before the scripts arrive and without them, and what is typed into it
 * is never thrown away.
 */
export const puppyOnlyStyle = {
  'form:not(:has(select[name="age"] option[value="puppy"]:checked)) &': { display: 'none' },
} as const;

const PuppyOnly = styled.div(puppyOnlyStyle);

export interface AdultWeightFieldProps {
  /** The field's name, as the form's address names it. */
  name: string;
  /** The name of the form's field for the puppy's weight now, which the adult weight may not be below. */
  weightField: string;
}

/**
 * A puppy's expected adult weight, which NRC 2006's growth formula needs beside its weight now (the
 * product page's cost form and the comparison's dog ask it; a grown dog's form hides it and ignores it).
 */
export function AdultWeightField({ name, weightField }: AdultWeightFieldProps) {
  return (
    <PuppyOnly>
      <NumberField
        name={name}
        label="Expected adult weight (lbs)"
        hint="Your vet or breeder can estimate it."
        min={dogWeightLimits.min}
        max={dogWeightLimits.max}
        validate={(value, all) => {
          const values = all as Readonly<Record<string, unknown>>;
          return validateAdultWeight(value, { age: values.age, weightLbs: values[weightField] });
        }}
      />
    </PuppyOnly>
  );
}
