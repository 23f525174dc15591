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
  validate,
  type = 'text',
  placeholder,
  autoComplete,
  maxLength,
  inputMode,
  spellCheck,
  ...frame
}: TextFieldProps) {
  const { input, meta } = useField<string | undefined, HTMLInputElement>(name, { validate });
  const control = useFieldControl(name, meta, frame);
  return (
    <FieldFrame control={control} {...frame}>
      <TextInput
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        spellCheck={spellCheck}
        {...input}
        value={input.value ?? ''}
        type={type}
        {...control.controlProps}
      />
    </FieldFrame>
  );
}
