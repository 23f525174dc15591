import type { ComponentPropsWithoutRef } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { useFieldIds } from './field-ids';
import { TextInput } from './field-parts';
import { describedBy, useVisibleError } from './field-state';
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
  const ids = useFieldIds();
  const error = useVisibleError(name, meta);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <TextInput
        {...inputProps}
        {...input}
        value={input.value ?? ''}
        type={type}
        id={ids.control}
        disabled={disabled}
        invalid={error !== undefined}
        aria-required={required || undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy(hint ? ids.hint : undefined, error ? ids.error : undefined)}
      />
    </FieldFrame>
  );
}
