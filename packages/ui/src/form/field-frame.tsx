import type { ReactNode } from 'react';
import type { FieldControl } from './field-control';
import { FieldErrorText, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './field-parts';
import type { BaseFieldProps } from './field-types';

/** What frames a field: its label, hint and marks, as every field of the kit takes them. */
export type FieldFrameOptions = Pick<BaseFieldProps<unknown>, 'label' | 'required' | 'hint' | 'disabled' | 'className'>;

export interface FieldFrameProps extends FieldFrameOptions {
  control: Pick<FieldControl, 'ids' | 'error'>;
  children: ReactNode;
}

/** Label, hint, the control and its error, for fields with a single control. */
export function FieldFrame({ control: { ids, error }, label, required, hint, className, children }: FieldFrameProps) {
  return (
    <FieldRoot className={className}>
      <FieldLabel id={ids.label} htmlFor={ids.control}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {children}
      {error ? <FieldErrorText id={ids.error}>{error}</FieldErrorText> : null}
    </FieldRoot>
  );
}
