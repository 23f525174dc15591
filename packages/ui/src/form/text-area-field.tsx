import type { ComponentPropsWithoutRef } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { useFieldControl } from './field-control';
import { TextArea } from './field-parts';
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
  const { ids, error, controlProps } = useFieldControl(name, meta, { hint, required, disabled });
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <TextArea
        {...textAreaProps}
        {...input}
        value={input.value ?? ''}
        rows={rows}
        {...controlProps}
      />
    </FieldFrame>
  );
}
