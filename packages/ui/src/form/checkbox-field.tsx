import { OptionLabel } from '@gentlebowl/ui';
import { useField } from 'react-final-form';
import { useFieldControl } from './field-control';
import { FieldErrorText, FieldHint, FieldRoot, RequiredMark } from './field-parts';
import type { BaseFieldProps } from './field-types';

export interface CheckboxFieldProps extends BaseFieldProps<boolean | undefined> {
  /** What a form sent without scripts carries for the ticked box (`name=value`); an unticked box
   * sends nothing. The form's own value is true or false. */
  value?: string;
}

/**
 * One yes/no checkbox, such as a consent: the box and its text are one label, and its hint and
 * error are tied to the box, which says whether it is required and whether it is in error.
 */
export function CheckboxField({ name, validate, value = 'yes', label, required, hint, disabled, className }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean | undefined, HTMLInputElement>(name, { type: 'checkbox', validate });
  const { ids, error, controlProps } = useFieldControl(name, meta, { hint, required, disabled });
  return (
    <FieldRoot className={className}>
      <OptionLabel id={ids.label} htmlFor={ids.control}>
        <input
          type="checkbox"
          name={input.name}
          value={value}
          checked={input.checked ?? false}
          onChange={input.onChange}
          onFocus={input.onFocus}
          onBlur={input.onBlur}
          id={controlProps.id}
          disabled={controlProps.disabled}
          aria-required={controlProps['aria-required']}
          aria-invalid={controlProps['aria-invalid']}
          aria-describedby={controlProps['aria-describedby']}
        />
        <span>
          {label}
          {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        </span>
      </OptionLabel>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {error ? <FieldErrorText id={ids.error}>{error}</FieldErrorText> : null}
    </FieldRoot>
  );
}
