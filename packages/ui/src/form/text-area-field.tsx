import type { ComponentPropsWithoutRef } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { useFieldControl } from './field-control';
import { TextArea } from './field-parts';
import type { BaseFieldProps } from './field-types';

export interface TextAreaFieldProps
  extends BaseFieldProps<string | undefined>,
    Pick<ComponentPropsWithoutRef<'textarea'>, 'placeholder' | 'maxLength' | 'rows'> {}

export function TextAreaField({ name, validate, rows = 5, placeholder, maxLength, ...frame }: TextAreaFieldProps) {
  const { input, meta } = useField<string | undefined, HTMLTextAreaElement>(name, { validate });
  const control = useFieldControl(name, meta, frame);
  return (
    <FieldFrame control={control} {...frame}>
      <TextArea
        placeholder={placeholder}
        maxLength={maxLength}
        {...input}
        value={input.value ?? ''}
        rows={rows}
        {...control.controlProps}
      />
    </FieldFrame>
  );
}
