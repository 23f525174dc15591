import type { FieldMetaState } from 'react-final-form';
import { type FieldIds, useFieldIds } from './field-ids';
import { describedBy, useVisibleError } from './field-state';
import type { BaseFieldProps } from './field-types';

/** What each of a field's native controls says to assistive technology about the field's state. */
export interface ControlDescription {
  'aria-invalid': true | undefined;
  /** The field's hint and its visible error, when it has them. */
  'aria-describedby': string | undefined;
}

/** The attributes of a field that is one control (an input, a select, a text area). */
export interface SingleControlProps extends ControlDescription {
  id: string;
  disabled: boolean | undefined;
  /** The control's own invalid look. */
  invalid: boolean;
  'aria-required': true | undefined;
}

export interface FieldControl {
  ids: FieldIds;
  /** The error the field shows now (see `useVisibleError`). */
  error: string | undefined;
  /** For each option of a group (a fieldset of checkboxes or radios). */
  description: ControlDescription;
  /** For a field that is one control. */
  controlProps: SingleControlProps;
}

/**
 * A field's ids, the error it shows and the attributes its controls carry: the one place every
 * field of the kit gets them, so each control describes itself the same way.
 */
export function useFieldControl(
  name: string,
  meta: FieldMetaState<unknown>,
  { hint, required, disabled }: Pick<BaseFieldProps<unknown>, 'hint' | 'required' | 'disabled'>,
): FieldControl {
  const ids = useFieldIds();
  const error = useVisibleError(name, meta);
  const description: ControlDescription = {
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': describedBy(hint ? ids.hint : undefined, error ? ids.error : undefined),
  };
  return {
    ids,
    error,
    description,
    controlProps: {
      ...description,
      id: ids.control,
      disabled,
      invalid: error !== undefined,
      'aria-required': required || undefined,
    },
  };
}
