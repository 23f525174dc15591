/**
 * `@gentlebowl/ui/form`: the react-final-form fields and everything a form built with them uses.
 *
 * The design system is a Module Federation singleton, and a shared module ships whole: were the
 * fields part of the main entry, every page would download them with final-form and
 * react-final-form, a form on it or not. As an entry (and a singleton) of their own, they load only
 * on a page whose code imports them.
 *
 * The validators and `parseNumberInput` need no form library, yet they live here: they are the
 * fields' vocabulary (what a field's `validate` takes, how `NumberField` reads a number), and the
 * code that uses them, a page's fields or its action checking the answers a form sent without
 * scripts, belongs to a page that renders those fields and loads this entry anyway. What is useful
 * without a form, such as `OptionLabel` for a lone checkbox, stays in the main entry; the fields
 * import it from there like any frontend, so the shared copy serves both.
 */

export type { FormProps } from './form';
export { Form } from './form';
export { withValuesTypedBeforeTakeover } from './values-typed-before-takeover';
export type { BaseFieldProps, FieldOption } from './field-types';
export type { TextFieldProps } from './text-field';
export { TextField } from './text-field';
export type { EmailFieldProps } from './email-field';
export { EmailField } from './email-field';
export type { NumberFieldProps } from './number-field';
export { NumberField } from './number-field';
export { parseNumberInput } from './number-value';
export type { TextAreaFieldProps } from './text-area-field';
export { TextAreaField } from './text-area-field';
export type { SelectFieldProps } from './select-field';
export { SelectField } from './select-field';
export type { RadioGroupFieldProps } from './radio-group-field';
export { RadioGroupField } from './radio-group-field';
export type { CheckboxFieldProps } from './checkbox-field';
export { CheckboxField } from './checkbox-field';
export type { CheckboxGroupFieldProps } from './checkbox-group-field';
export { CheckboxGroupField } from './checkbox-group-field';
export { ShowFieldErrors } from './field-state';
export type { RefusedSubmission } from './form-after-refusal';
export { firstControlToFix, useFocusOnArrivedRefusal } from './field-to-fix';
export type { ComposableValidator, Validator } from './validators';
export { composeValidators, minNumber, required, requiredArray } from './validators';
