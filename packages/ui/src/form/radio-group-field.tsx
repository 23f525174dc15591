import { OptionLabel } from '@gentlebowl/ui';
import { useField } from 'react-final-form';
import { useFieldControl } from './field-control';
import type { BaseFieldProps, FieldOption } from './field-types';
import { GroupFrame } from './group-frame';

export interface RadioGroupFieldProps extends BaseFieldProps<string | undefined> {
  options: FieldOption[];
  /** Options per row on wider screens; always one column on mobile. */
  columns?: number;
}

/** Native radio buttons in a fieldset (arrow keys move between them as browsers do). */
export function RadioGroupField({
  name,
  label,
  required,
  hint,
  validate,
  disabled,
  className,
  options,
  columns = 1,
}: RadioGroupFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate });
  const { ids, error, description } = useFieldControl(name, meta, { hint });
  return (
    <GroupFrame
      ids={ids}
      label={label}
      required={required}
      requiredAs="aria"
      role="radiogroup"
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
            type="radio"
            id={`${ids.control}-${index}`}
            name={input.name}
            value={option.value}
            checked={input.value === option.value}
            onChange={() => input.onChange(option.value)}
            {...description}
          />
          {option.label}
        </OptionLabel>
      ))}
    </GroupFrame>
  );
}
