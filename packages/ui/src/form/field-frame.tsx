import type { ReactNode } from 'react';
import type { FieldIds } from './field-ids';
import { FieldErrorText, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './field-parts';

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label, hint, the control and its error, for fields with a single control. */
export function FieldFrame({ ids, label, required, hint, error, className, children }: FieldFrameProps) {
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
