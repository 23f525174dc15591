import { keepRangesTogether, OptionLabel, VisuallyHidden } from '@gentlebowl/ui';
import type { FocusEvent } from 'react';
import type { FieldControl } from './field-control';
import type { FieldFrameOptions } from './field-frame';
import { FieldErrorText, FieldHint, Fieldset, Legend, OptionGrid, RequiredMark } from './field-parts';
import type { FieldOption } from './field-types';

export interface ChoiceGroupProps extends FieldFrameOptions {
  /** Checkboxes (any number of options) or radio buttons (one). */
  type: 'checkbox' | 'radio';
  /** The field's name, each option's input's name. */
  name: string;
  control: Pick<FieldControl, 'ids' | 'error' | 'description'>;
  options: FieldOption[];
  columns: number;
  isChecked: (value: string) => boolean;
  /** An option was ticked (`checked`) or unticked. */
  onChange: (value: string, checked: boolean) => void;
  onFocus: () => void;
  /** Called when focus leaves the whole group, which is when the field counts as touched. */
  onBlur: () => void;
}

/**
 * A fieldset of native checkboxes or radio buttons (arrow keys move between radios as browsers do)
 * with its legend, hint and error. A radio group tells assistive technology it is required with
 * aria-required (valid on radiogroup); a checkbox group, whose group role does not allow it, with
 * hidden "required" text in the legend.
 */
export function ChoiceGroup({
  type,
  name,
  control: { ids, error, description },
  label,
  required,
  hint,
  options,
  columns,
  disabled,
  className,
  isChecked,
  onChange,
  onFocus,
  onBlur,
}: ChoiceGroupProps) {
  const isRadioGroup = type === 'radio';
  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      onBlur();
    }
  };
  return (
    <Fieldset
      className={className}
      role={isRadioGroup ? 'radiogroup' : undefined}
      aria-labelledby={ids.label}
      aria-required={required && isRadioGroup ? true : undefined}
      disabled={disabled}
      onFocus={onFocus}
      onBlur={handleBlur}
    >
      <Legend id={ids.label}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        {required && !isRadioGroup ? <VisuallyHidden> (required)</VisuallyHidden> : null}
      </Legend>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <OptionGrid columns={columns}>
        {options.map((option, index) => (
          <OptionLabel key={option.value} htmlFor={`${ids.control}-${index}`}>
            <input
              type={type}
              id={`${ids.control}-${index}`}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onChange(option.value, event.target.checked)}
              {...description}
            />
            {keepRangesTogether(option.label)}
          </OptionLabel>
        ))}
      </OptionGrid>
      {error ? <FieldErrorText id={ids.error}>{error}</FieldErrorText> : null}
    </Fieldset>
  );
}
