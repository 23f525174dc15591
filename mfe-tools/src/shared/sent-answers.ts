import { type ComposableValidator, parseNumberInput } from '@gentlebowl/ui/form';

/**
 * A calculator form's fields by name, and the kind of value each holds. The form's GET submit sends
 * them as name=value pairs (the page's query string without scripts; the form's own entries when
 * the scripts take it over); the names are its fields' `name`s.
 */
export type AnswerKinds<Values> = { readonly [Name in keyof Values]-?: 'text' | 'number' };

/**
 * The form values that name=value pairs carry, read as the form's own fields read them: an empty
 * text or choice is no answer, a number field holds a number. A field the pairs lack keeps the
 * fallback's value (an unticked radio group sends nothing).
 */
export function answersFrom<Values extends object>(kinds: AnswerKinds<Values>, entries: URLSearchParams, fallback: Values): Values {
  const values = { ...fallback } as Record<string, unknown>;
  for (const [name, kind] of Object.entries(kinds)) {
    const raw = entries.get(name);
    if (raw === null) continue;
    values[name] = kind === 'number' ? parseNumberInput(raw) : raw === '' ? undefined : raw;
  }
  return values as Values;
}

/** Whether the pairs hold an answer to the form at all: it was sent. */
export function answersSent<Values>(kinds: AnswerKinds<Values>, entries: URLSearchParams): boolean {
  return Object.keys(kinds).some((name) => entries.has(name));
}

export type AnswerValidators<Values> = { readonly [Name in keyof Values]?: ComposableValidator<unknown> };

/** The messages values get from the validators their form's fields run (none: they are valid), so a
 * server judges answers sent to it as the form in the browser does. */
export function answerErrors<Values extends object>(
  validators: AnswerValidators<Values>,
  values: Values,
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const [name, validate] of Object.entries(validators) as [keyof Values, ComposableValidator<unknown>][]) {
    const error = validate(values[name], values);
    if (error !== undefined) errors[name] = error;
  }
  return errors;
}
