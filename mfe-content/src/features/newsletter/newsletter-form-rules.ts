import { isEmailAddress, newsletterMessages, SUBSCRIBED_MESSAGE } from '@gentlebowl/contracts';
import { errorMessage, failureToast, type ToastOptions } from '@gentlebowl/platform';
import type { FieldState, Mutator } from 'final-form';

// The newsletter signup's rules (spec sections 4, 5 and 8), kept free of React so each transition is
// unit tested: when the address is checked, what is sent, and what the owner is told afterwards.

export interface NewsletterValues {
  email?: string;
}

export const NEWSLETTER_EMAIL_FIELD = 'email';

/** The form's name in the page (`document.forms`), where its typed address is read at hydration. */
export const NEWSLETTER_FORM_NAME = 'newsletter';

/** The query parameter of the home page a sign-up sent without scripts returns to (declared by the
 * home route in @gentlebowl/routes). */
export const NEWSLETTER_SUBSCRIBED_PARAM = 'subscribed';

/** The form's values from its submitted fields (a POST body, or what was typed before hydration). */
export function newsletterValuesFromEntries(entries: URLSearchParams, fallback: NewsletterValues): NewsletterValues {
  return { email: entries.get(NEWSLETTER_EMAIL_FIELD) ?? fallback.email };
}

export const newsletterText = {
  submit: 'Subscribe',
  pending: 'Subscribing...',
  // The spec's thank-you, then the double opt-in's next step: nothing arrives until the owner confirms.
  thankYou:
    "Thank you for subscribing! You'll receive our next newsletter soon. Watch your inbox for helpful tips! Check your inbox to confirm: we sent you a link, and only a confirmed address receives the newsletter.",
} as const;

export const subscribedToast: ToastOptions = {
  title: 'Subscription successful!',
  // The spec's description, and "Check your inbox to confirm."
  description: SUBSCRIBED_MESSAGE,
};

export const SUBSCRIPTION_FAILED_FALLBACK = 'There was an error subscribing to the newsletter. Please try again.';

/** Spec section 8: the error's own message, or the fallback sentence when it has none; a refusal
 * says how long to wait instead of its status code and seconds. */
export function subscriptionFailedToast(error: unknown): ToastOptions {
  return failureToast(
    { title: 'Subscription failed', description: errorMessage(error, SUBSCRIPTION_FAILED_FALLBACK), variant: 'destructive' },
    error,
  );
}

/** The address check (spec section 5), as the field and the page's action apply it: the API's own. */
export function checkNewsletterAddress(value: string | undefined): string | undefined {
  return isEmailAddress(value ?? '') ? undefined : newsletterMessages.invalidEmail;
}

/**
 * The first submit switches the address check on: the field is marked as submitted once (and
 * touched, so its message shows even when the submit came from the Enter key). final-form
 * re-validates after every mutator, so the submit that follows already sees the result.
 */
const submitAttempted: Mutator<NewsletterValues> = (_args, state) => {
  const field = state.fields[NEWSLETTER_EMAIL_FIELD];
  if (field) {
    state.fields[NEWSLETTER_EMAIL_FIELD] = { ...field, touched: true, data: { ...field.data, submitAttempted: true } };
  }
};

export const newsletterMutators = { submitAttempted };

/**
 * Validates on submit, then re-validates on change (spec section 5): no message before the first
 * submit, however the field was used; after it (in the browser, or the server's refusal of a
 * submit sent without scripts), the message follows every keystroke. final-form passes the field
 * state only to validators that declare three parameters, so keep all three.
 */
export function validateNewsletterEmail(
  value: string | undefined,
  _allValues: object,
  meta?: FieldState<string | undefined>,
): string | undefined {
  return meta?.data?.submitAttempted === true || meta?.submitFailed === true ? checkNewsletterAddress(value) : undefined;
}

export type SubscriptionOutcome = { subscribed: boolean; toast: ToastOptions };

/**
 * Sends the address and words the result. The API answers an address that is already subscribed as
 * a success too, so every success thanks the owner; any failure keeps the form with its address.
 */
export async function subscribeToNewsletter(
  values: NewsletterValues,
  send: (request: { email: string }) => Promise<unknown>,
): Promise<SubscriptionOutcome> {
  try {
    await send({ email: (values.email ?? '').trim() });
    return { subscribed: true, toast: subscribedToast };
  } catch (error) {
    return { subscribed: false, toast: subscriptionFailedToast(error) };
  }
}
