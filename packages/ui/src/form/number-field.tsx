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
  validate,
  min,
  max,
  step = 'any',
  inputMode = 'decimal',
  placeholder,
  autoComplete,
  ...frame
}: NumberFieldProps) {
  const { input, meta } = useField<number | '', HTMLInputElement>(name, {
    validate,
    parse: parseNumberInput,
    format: formatNumberInput,
  });
  const control = useFieldControl(name, meta, frame);
  return (
    <FieldFrame control={control} {...frame}>
      <TextInput
        placeholder={placeholder}
        autoComplete={autoComplete}
        {...input}
        type="number"
        min={min}
        max={max}
        step={step}
        inputMode={inputMode}
        {...control.controlProps}
      />
    </FieldFrame>
  );
}
