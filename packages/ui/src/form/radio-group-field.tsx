import { useField } from 'react-final-form';
import { ChoiceGroup } from './choice-group';
import { useFieldControl } from './field-control';
import type { BaseFieldProps, FieldOption } from './field-types';

export interface RadioGroupFieldProps extends BaseFieldProps<string | undefined> {
  options: FieldOption[];
  /** Options per row on wider screens; always one column on mobile. */
  columns?: number;
}

/** Native radio buttons in a fieldset (arrow keys move between them as browsers do). */
export function RadioGroupField({ name, validate, options, columns = 1, ...frame }: RadioGroupFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate });
  const control = useFieldControl(name, meta, frame);
  return (
    <ChoiceGroup
      type="radio"
      name={input.name}
      control={control}
      options={options}
      columns={columns}
      isChecked={(value) => input.value === value}
      onChange={(value) => input.onChange(value)}
      onFocus={() => input.onFocus()}
      onBlur={() => input.onBlur()}
      {...frame}
    />
  );
}
