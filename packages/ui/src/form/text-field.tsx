import type { ComponentPropsWithoutRef } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { useFieldControl } from './field-control';
import { TextInput } from './field-parts';
import type { BaseFieldProps } from './field-types';

export interface TextFieldProps
  extends BaseFieldProps<string | undefined>,
    Pick<ComponentPropsWithoutRef<'input'>, 'placeholder' | 'autoComplete' | 'maxLength' | 'inputMode' | 'spellCheck'> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

export function TextField({
  name,
  label,
  required,
  hint,
  validate,
  disabled,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { input, meta } = useField<string | undefined, HTMLInputElement>(name, { validate });
  const { ids, error, controlProps } = useFieldControl(name, meta, { hint, required, disabled });
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <TextInput
        {...inputProps}
        {...input}
        value={input.value ?? ''}
        type={type}
        {...controlProps}
      />
    </FieldFrame>
  );
}
