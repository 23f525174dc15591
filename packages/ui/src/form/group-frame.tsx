import { VisuallyHidden } from '@gentlebowl/ui';
import type { FocusEvent, ReactNode } from 'react';
import type { FieldIds } from './field-ids';
import { FieldErrorText, FieldHint, Fieldset, Legend, OptionGrid, RequiredMark } from './field-parts';

export interface GroupFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  /**
   * How the group tells assistive technology it is required: 'aria' sets aria-required (valid on
   * radiogroup); 'text' adds hidden "required" text to the legend, for checkbox groups, whose
   * group role does not allow aria-required.
   */
  requiredAs: 'aria' | 'text';
  role?: 'radiogroup';
  hint?: ReactNode;
  error?: string;
  columns: number;
  disabled?: boolean;
  className?: string;
  onFocus: () => void;
  /** Called when focus leaves the whole group, which is when the field counts as touched. */
  onBlur: () => void;
  children: ReactNode;
}

export function GroupFrame({
  ids,
  label,
  required,
  requiredAs,
  role,
  hint,
  error,
  columns,
  disabled,
  className,
  onFocus,
  onBlur,
  children,
}: GroupFrameProps) {
  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      onBlur();
    }
  };
  return (
    <Fieldset
      className={className}
      role={role}
      aria-labelledby={ids.label}
      aria-required={required && requiredAs === 'aria' ? true : undefined}
      disabled={disabled}
      onFocus={onFocus}
      onBlur={handleBlur}
    >
      <Legend id={ids.label}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        {required && requiredAs === 'text' ? <VisuallyHidden> (required)</VisuallyHidden> : null}
      </Legend>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <OptionGrid columns={columns}>{children}</OptionGrid>
      {error ? <FieldErrorText id={ids.error}>{error}</FieldErrorText> : null}
    </Fieldset>
  );
}
