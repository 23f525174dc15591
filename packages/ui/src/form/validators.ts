/**
 * Validators for react-final-form fields. Each returns the message it was given, unchanged, so the
 * spec's exact wording reaches the page, or undefined when the value is fine.
 */
export type Validator = (value: unknown) => string | undefined;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Fails for undefined, null, '' and whitespace-only text. */
export function required(message: string): Validator {
  return (value) => (isBlank(value) ? message : undefined);
}

/** Fails unless the value is an array with at least one entry (checkbox groups). */
export function requiredArray(message: string): Validator {
  return (value) => (Array.isArray(value) && value.length > 0 ? undefined : message);
}

/**
 * Fails for numbers below `min` (and for anything that is not a number). Empty values pass, so
 * pair it with `required` for the field's own "is required" message.
 */
export function minNumber(min: number, message: string): Validator {
  return (value) => {
    if (isBlank(value)) {
      return undefined;
    }
    return typeof value === 'number' && Number.isFinite(value) && value >= min ? undefined : message;
  };
}

/** Any field-level validator: the helpers above or a custom `(value, allValues) => message`. */
export type ComposableValidator<Value> = (value: Value, allValues: object) => string | undefined;

/** Runs validators in order and reports the first failure. */
export function composeValidators<Value = unknown>(
  ...validators: Array<ComposableValidator<Value> | undefined>
): ComposableValidator<Value> {
  return (value, allValues) => {
    for (const validator of validators) {
      const error = validator?.(value, allValues);
      if (error !== undefined) {
        return error;
      }
    }
    return undefined;
  };
}
