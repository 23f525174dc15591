import { type Config, createForm, type FormApi, getIn } from 'final-form';

/** A submission the server refused: the values it judged, and each refused field's message. */
export interface RefusedSubmission<Values> {
  values: Values;
  errors?: Readonly<Record<string, string>>;
}

/**
 * The final-form instance a `<Form refused={…}>` renders: it opens as the server answered a
 * submission it refused for its values: each field the server named in `errors` (found by the
 * same validators the fields run) shows its message at once, as after a failed submit, on the
 * server's page, where no visitor has touched a field, and at the hydration that takes it over.
 * The server's verdict holds while a field keeps the value it judged; once the visitor changes it,
 * the field's own checks take over. Without errors it is a plain new form.
 */
export function createFormAfterRefusal<Values extends object>(config: Config<Values>, refused?: RefusedSubmission<Values>): FormApi<Values> {
  const errors = refused?.errors;
  if (!errors || Object.keys(errors).length === 0) return createForm(config);
  const form = createForm<Values>({ ...config, onSubmit: () => undefined });
  // Registered before any render (react-final-form registers its fields in effects, which never
  // run on the server), so the first render already reads each field's verdict.
  for (const [name, message] of Object.entries(errors)) {
    const judged: unknown = getIn(refused.values, name);
    form.registerField(name as keyof Values, () => undefined, {}, { getValidator: () => (value: unknown) => (value === judged ? message : undefined) });
  }
  // Submitted once against that verdict, which refuses it: "submit failed", fields touched, and
  // nothing sent. Then the form's own submit takes over.
  void form.submit();
  form.setConfig('onSubmit', config.onSubmit);
  return form;
}
