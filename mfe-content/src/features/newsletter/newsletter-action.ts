import { type PageActionArgs, type PageActionResult, refusedByApi, type ToastOptions } from '@gentlebowl/platform';
import { contentApi } from '../../shared/content-api';
import type { FormRefusal } from '../../shared/form-action-data';
import {
  checkNewsletterAddress,
  NEWSLETTER_EMAIL_FIELD,
  NEWSLETTER_FORM_NAME,
  NEWSLETTER_SUBSCRIBED_PARAM,
  type NewsletterValues,
  newsletterValuesFromEntries,
  subscriptionFailedToast,
} from './newsletter-form-rules';
import { NEWSLETTER_SECTION_ID } from './newsletter-signup';

/** What the page (home, blog) is rendered with after its sign-up was refused: the address as sent, its
 * message when it is not an address, or why the sign-up failed. */
export interface NewsletterActionData extends FormRefusal {
  form: typeof NEWSLETTER_FORM_NAME;
  values: NewsletterValues;
  errors?: Partial<Record<typeof NEWSLETTER_EMAIL_FIELD, string>>;
  notice?: ToastOptions;
}

/**
 * The newsletter sign-up sent without scripts: the address checked as the field checks it, sent
 * in the visitor's name through the endpoint the form uses, then the page's newsletter form
 * with the thank-you (303), or the page again with the address kept and the message.
 */
export async function newsletterAction({ form, dispatch }: PageActionArgs): Promise<PageActionResult> {
  const values = newsletterValuesFromEntries(form, { email: '' });
  const invalid = checkNewsletterAddress(values.email);
  if (invalid) {
    const data: NewsletterActionData = { form: NEWSLETTER_FORM_NAME, values, errors: { [NEWSLETTER_EMAIL_FIELD]: invalid } };
    return { outcome: 'refused', status: 400, data };
  }
  try {
    await dispatch(contentApi.endpoints.contentNewsletterSubscribe.initiate({ email: (values.email ?? '').trim() })).unwrap();
  } catch (error) {
    const data: NewsletterActionData = { form: NEWSLETTER_FORM_NAME, values, notice: subscriptionFailedToast(error) };
    return refusedByApi(error, data);
  }
  return { outcome: 'sent', query: { [NEWSLETTER_SUBSCRIBED_PARAM]: '1' }, hash: NEWSLETTER_SECTION_ID };
}
