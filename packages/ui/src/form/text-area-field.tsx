import type { ComponentPropsWithoutRef } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { useFieldIds } from './field-ids';
import { TextArea } from './field-parts';
import { describedBy, useVisibleError } from './field-state';
import type { BaseFieldProps } from './field-types';

export interface TextAreaFieldProps
  extends BaseFieldProps<string | undefined>,
    Pick<ComponentPropsWithoutRef<'textarea'>, 'placeholder' | 'maxLength' | 'rows'> {}

export function TextAreaField({
  name,
  label,
  required,
  hint,
  validate,
  disabled,
  className,
  rows = 5,
  ...textAreaProps
}: TextAreaFieldProps) {
  const { input, meta } = useField<string | undefined, HTMLTextAreaElement>(name, { validate });
  const ids = useFieldIds();
  const error = useVisibleError(name, meta);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <TextArea
        {...textAreaProps}
        {...input}
        value={input.value ?? ''}
        rows={rows}
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
