import type { ComponentPropsWithoutRef } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { useFieldControl } from './field-control';
import { TextInput } from './field-parts';
import type { BaseFieldProps } from './field-types';
import { formatNumberInput, parseNumberInput } from './number-value';

export interface NumberFieldProps
  extends BaseFieldProps<number | undefined>,
    Pick<ComponentPropsWithoutRef<'input'>, 'placeholder' | 'autoComplete'> {
  min?: number;
  max?: number;
  step?: number | 'any';
  /** Keyboard on touch devices; 'decimal' unless the field takes whole numbers only. */
  inputMode?: 'decimal' | 'numeric';
}

/** A number input whose form value is a number, or undefined when empty. */
export function NumberField({
  name,
  label,
  required,
  hint,
  validate,
  disabled,
  className,
  min,
  max,
  step = 'any',
  inputMode = 'decimal',
  ...inputProps
}: NumberFieldProps) {
  const { input, meta } = useField<number | '', HTMLInputElement>(name, {
    validate,
    parse: parseNumberInput,
    format: formatNumberInput,
  });
  const { ids, error, controlProps } = useFieldControl(name, meta, { hint, required, disabled });
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <TextInput
        {...inputProps}
        {...input}
        type="number"
        min={min}
        max={max}
        step={step}
        inputMode={inputMode}
        {...controlProps}
      />
    </FieldFrame>
  );
}
