import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { useFieldIds } from './field-ids';
import { Select } from './field-parts';
import { describedBy, useVisibleError } from './field-state';
import type { BaseFieldProps, FieldOption } from './field-types';

export interface SelectFieldProps extends BaseFieldProps<string | undefined> {
  options: FieldOption[];
  /**
   * Text of the first, empty-valued option shown while nothing is chosen. `false` leaves it out, for
   * a select that always holds one of its options (give the field an initial value).
   */
  placeholder?: string | false;
  autoComplete?: string;
}

export function SelectField({
  name,
  label,
  required,
  hint,
  validate,
  disabled,
  className,
  options,
  placeholder = 'Select an option',
  autoComplete,
}: SelectFieldProps) {
  const { input, meta } = useField<string | undefined, HTMLSelectElement>(name, { validate });
  const ids = useFieldIds();
  const error = useVisibleError(name, meta);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <Select
        {...input}
        value={input.value ?? ''}
        id={ids.control}
        disabled={disabled}
        autoComplete={autoComplete}
        invalid={error !== undefined}
        aria-required={required || undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy(hint ? ids.hint : undefined, error ? ids.error : undefined)}
      >
        {placeholder === false ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
