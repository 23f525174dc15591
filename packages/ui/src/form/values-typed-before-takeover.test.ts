import { createForm, type FormApi } from 'final-form';
import { withValuesTypedBeforeTakeover } from './values-typed-before-takeover';

interface ContactValues {
  name?: string;
  email?: string;
}

const NAME_MISSING = 'Please enter your name';
const EMAIL_MISSING = 'Please enter your email';

/** A form as a refused page makes it: from the values the server judged, its name and email checked. */
function refusedForm(judged: ContactValues): FormApi<ContactValues, Partial<ContactValues>> {
  const form = createForm<ContactValues>({
    onSubmit: () => undefined,
    initialValues: judged,
    validate: (values) => ({
      ...(values.name ? {} : { name: NAME_MISSING }),
      ...(values.email ? {} : { email: EMAIL_MISSING }),
    }),
  });
  for (const name of ['name', 'email'] as const) form.registerField(name, () => undefined, { value: true, error: true });
  return form;
}

describe('withValuesTypedBeforeTakeover', () => {
  it("takes what the visitor typed while keeping the server's messages until the checks run again", () => {
    const form = refusedForm({ name: '', email: '' });
    expect(form.getState().errors).toEqual({ name: NAME_MISSING, email: EMAIL_MISSING });

    withValuesTypedBeforeTakeover(form, { name: 'Rob', email: '' });

    expect(form.getState().values).toEqual({ name: 'Rob', email: '' });
    // The first render in the browser shows the messages the server's HTML shows.
    expect(form.getState().errors).toEqual({ name: NAME_MISSING, email: EMAIL_MISSING });

    form.resumeValidation();
    expect(form.getState().errors).toEqual({ email: EMAIL_MISSING });
  });

  it('leaves the form as made when nothing was typed since, or the same values', () => {
    for (const typed of [undefined, { name: '', email: 'rob@example.com' }]) {
      const form = refusedForm({ name: '', email: 'rob@example.com' });
      expect(withValuesTypedBeforeTakeover(form, typed)).toBe(form);
      expect(form.isValidationPaused()).toBe(false);
      expect(form.getState().values).toEqual({ name: '', email: 'rob@example.com' });
      expect(form.getState().errors).toEqual({ name: NAME_MISSING });
    }
  });
});
