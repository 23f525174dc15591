import { createForm, type FieldState, type FormApi } from 'final-form';
import {
  NEWSLETTER_EMAIL_FIELD,
  type NewsletterValues,
  newsletterMutators,
  subscribeToNewsletter,
  validateNewsletterEmail,
} from './newsletter-form-rules';

const INVALID = 'Please enter a valid email address';

/** A real final-form instance with the email field registered the way the signup registers it. */
function newsletterForm() {
  const onSubmit = jest.fn();
  const form: FormApi<NewsletterValues> = createForm<NewsletterValues>({ onSubmit, mutators: newsletterMutators });
  let field: FieldState<string | undefined> | undefined;
  form.registerField(
    NEWSLETTER_EMAIL_FIELD,
    (state) => {
      field = state;
    },
    { error: true, touched: true, value: true },
    { getValidator: () => validateNewsletterEmail },
  );
  const submit = async () => {
    form.mutators.submitAttempted?.();
    await form.submit();
  };
  return { form, onSubmit, submit, field: () => field };
}

describe('newsletter email validation', () => {
  it('checks nothing before the first submit, even after typing and leaving the field', () => {
    const { form, field } = newsletterForm();

    form.focus(NEWSLETTER_EMAIL_FIELD);
    form.change(NEWSLETTER_EMAIL_FIELD, 'not-an-address');
    form.blur(NEWSLETTER_EMAIL_FIELD);

    expect(field()?.touched).toBe(true);
    expect(field()?.error).toBeUndefined();
  });

  it('blocks a submit with an empty or invalid address and reports the spec message', async () => {
    const { form, onSubmit, submit, field } = newsletterForm();

    await submit();
    expect(field()?.error).toBe(INVALID);
    expect(form.getState().submitFailed).toBe(true);

    form.change(NEWSLETTER_EMAIL_FIELD, 'owner@example');
    await submit();
    expect(field()?.error).toBe(INVALID);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks what the API would refuse, not only what looks wrong: a one-letter domain ending, an over-long address', async () => {
    const { form, onSubmit, submit, field } = newsletterForm();
    for (const address of ['owner@example.c', `${'o'.repeat(243)}@example.com`]) {
      form.change(NEWSLETTER_EMAIL_FIELD, address);
      await submit();
      expect(field()?.error).toBe(INVALID);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-validates on every change once a submit was attempted', async () => {
    const { form, submit, field } = newsletterForm();
    form.change(NEWSLETTER_EMAIL_FIELD, 'owner');
    await submit();
    expect(field()?.error).toBe(INVALID);

    form.change(NEWSLETTER_EMAIL_FIELD, 'owner@example.com');
    expect(field()?.error).toBeUndefined();

    form.change(NEWSLETTER_EMAIL_FIELD, 'owner@');
    expect(field()?.error).toBe(INVALID);
  });

  it('submits a valid address on the first try', async () => {
    const { form, onSubmit, submit, field } = newsletterForm();
    form.change(NEWSLETTER_EMAIL_FIELD, 'owner@example.com');

    await submit();

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'owner@example.com' });
    expect(field()?.error).toBeUndefined();
  });

  it('keeps showing messages after a submit that got through, e.g. when the API then failed', async () => {
    const { form, submit, field } = newsletterForm();
    form.change(NEWSLETTER_EMAIL_FIELD, 'owner@example.com');
    await submit();

    form.change(NEWSLETTER_EMAIL_FIELD, 'owner@example');

    expect(field()?.error).toBe(INVALID);
    expect(field()?.touched).toBe(true);
  });
});

describe('subscribeToNewsletter', () => {
  it('sends the trimmed address and thanks the owner on success', async () => {
    const send = jest.fn().mockResolvedValue({ message: 'Thank you for subscribing to our newsletter. Check your inbox to confirm.' });

    const outcome = await subscribeToNewsletter({ email: '  owner@example.com ' }, send);

    expect(send).toHaveBeenCalledWith({ email: 'owner@example.com' });
    expect(outcome).toEqual({
      subscribed: true,
      toast: { title: 'Subscription successful!', description: 'Thank you for subscribing to our newsletter. Check your inbox to confirm.' },
    });
  });

  it("shows the failure with the error's own message", async () => {
    const send = jest.fn().mockRejectedValue({ status: 503, message: '503: Service Unavailable' });

    const outcome = await subscribeToNewsletter({ email: 'owner@example.com' }, send);

    expect(outcome).toEqual({
      subscribed: false,
      toast: { title: 'Subscription failed', description: '503: Service Unavailable', variant: 'destructive' },
    });
  });

  it('says how long to wait for a refusal, without its status code or seconds', async () => {
    const send = jest.fn().mockRejectedValue({
      status: 429,
      message: '429: Too many requests. Please wait about an hour and try again.',
      retryAfter: { seconds: 3598, until: Date.now() + 3_598_000 },
    });

    const outcome = await subscribeToNewsletter({ email: 'owner@example.com' }, send);

    expect(outcome).toEqual({
      subscribed: false,
      toast: {
        title: 'Subscription failed',
        description: 'We have received too many requests from your internet connection. Please try again in about an hour.',
        variant: 'destructive',
      },
    });
  });

  it('falls back to the spec sentence when the error carries no message', async () => {
    const send = jest.fn().mockRejectedValue({ status: 'FETCH_ERROR', message: '' });

    const outcome = await subscribeToNewsletter({ email: 'owner@example.com' }, send);

    expect(outcome.subscribed).toBe(false);
    expect(outcome.toast.description).toBe('There was an error subscribing to the newsletter. Please try again.');
  });
});
