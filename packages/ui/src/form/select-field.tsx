import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { useFieldControl } from './field-control';
import { Select } from './field-parts';
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

export function SelectField({ name, validate, options, placeholder = 'Select an option', autoComplete, ...frame }: SelectFieldProps) {
  const { input, meta } = useField<string | undefined, HTMLSelectElement>(name, { validate });
  const control = useFieldControl(name, meta, frame);
  return (
    <FieldFrame control={control} {...frame}>
      <Select
        {...input}
        value={input.value ?? ''}
        autoComplete={autoComplete}
        {...control.controlProps}
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
