import type { FormApi } from 'final-form';

/**
 * A form the server rendered with its messages (a submission it refused), as the scripts take it
 * over: made from the values the server judged, it gets what the visitor typed since (`typed`, see
 * useInitialFormValues) as its values, while its messages stay the server's until the takeover is
 * committed. Returns `form`.
 *
 * The fields must start from the typed values, which the page still shows. The messages must start
 * as the server's: they follow the values, and a first render in the browser with other messages
 * than the server's HTML would have React throw the form away and render it anew, everything typed
 * and the focus with it. So the checks are held (react-final-form runs them again once the fields
 * are registered, after the commit) and the messages catch up with what was typed then.
 */
export function withValuesTypedBeforeTakeover<Values extends object>(
  form: FormApi<Values, Partial<Values>>,
  typed: Partial<Values> | undefined,
): FormApi<Values, Partial<Values>> {
  if (typed !== undefined && JSON.stringify(form.getState().initialValues) !== JSON.stringify(typed)) {
    form.pauseValidation();
    form.initialize(typed);
  }
  return form;
}
