import { useField } from 'react-final-form';
import { ChoiceGroup } from './choice-group';
import { useFieldControl } from './field-control';
import type { BaseFieldProps, FieldOption } from './field-types';

export interface CheckboxGroupFieldProps extends BaseFieldProps<string[] | undefined> {
  options: FieldOption[];
  /** Options per row on wider screens; always one column on mobile. */
  columns?: number;
}

/** Native checkboxes in a fieldset; the form value is the array of checked option values. */
export function CheckboxGroupField({ name, validate, options, columns = 1, ...frame }: CheckboxGroupFieldProps) {
  const { input, meta } = useField<string[] | ''>(name, { validate });
  const control = useFieldControl(name, meta, frame);
  const checkedValues = Array.isArray(input.value) ? input.value : [];
  return (
    <ChoiceGroup
      type="checkbox"
      name={input.name}
      control={control}
      options={options}
      columns={columns}
      isChecked={(value) => checkedValues.includes(value)}
      onChange={(value, checked) =>
        input.onChange(checked ? [...checkedValues, value] : checkedValues.filter((checkedValue) => checkedValue !== value))
      }
      onFocus={() => input.onFocus()}
      onBlur={() => input.onBlur()}
      {...frame}
    />
  );
}
