import { OptionLabel } from '@gentlebowl/ui';
import { useField } from 'react-final-form';
import { useFieldControl } from './field-control';
import type { BaseFieldProps, FieldOption } from './field-types';
import { GroupFrame } from './group-frame';

export interface CheckboxGroupFieldProps extends BaseFieldProps<string[] | undefined> {
  options: FieldOption[];
  /** Options per row on wider screens; always one column on mobile. */
  columns?: number;
}

/** Native checkboxes in a fieldset; the form value is the array of checked option values. */
export function CheckboxGroupField({
  name,
  label,
  required,
  hint,
  validate,
  disabled,
  className,
  options,
  columns = 1,
}: CheckboxGroupFieldProps) {
  const { input, meta } = useField<string[] | ''>(name, { validate });
  const { ids, error, description } = useFieldControl(name, meta, { hint });
  const checkedValues = Array.isArray(input.value) ? input.value : [];

  const toggle = (value: string, checked: boolean) => {
    input.onChange(checked ? [...checkedValues, value] : checkedValues.filter((checkedValue) => checkedValue !== value));
  };

  return (
    <GroupFrame
      ids={ids}
      label={label}
      required={required}
      requiredAs="text"
      hint={hint}
      error={error}
      columns={columns}
      disabled={disabled}
      className={className}
      onFocus={() => input.onFocus()}
      onBlur={() => input.onBlur()}
    >
      {options.map((option, index) => (
        <OptionLabel key={option.value} htmlFor={`${ids.control}-${index}`}>
          <input
            type="checkbox"
            id={`${ids.control}-${index}`}
            name={input.name}
            value={option.value}
            checked={checkedValues.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            {...description}
          />
          {option.label}
        </OptionLabel>
      ))}
    </GroupFrame>
  );
}
