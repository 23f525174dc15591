import type { FieldValidator } from 'final-form';
import type { ReactNode } from 'react';

export interface FieldOption {
  value: string;
  label: string;
}

/** Props every field shares. `required` only marks the field; pass a validator for the message. */
export interface BaseFieldProps<Value> {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  validate?: FieldValidator<Value>;
  disabled?: boolean;
  className?: string;
}
