import { failureToast, type PageActionArgs, type PageActionResult, refusedByApi, type ToastOptions } from '@gentlebowl/platform';
import { contentApi } from '../../shared/content-api';
import {
  CONTACT_SENT_PARAM,
  type ContactFormValues,
  contactFieldErrors,
  contactToasts,
  contactValuesFromEntries,
  initialContactValues,
  missingContactFields,
  type RequiredContactField,
  toContactRequest,
} from './contact-form-values';

/** What the contact page is rendered with after its form was refused: every value as sent, each
 * field's message, and the notice (the spec's 'Missing Information', or why the send failed). */
export interface ContactActionData {
  values: ContactFormValues;
  errors?: Partial<Record<RequiredContactField, string>>;
  notice?: ToastOptions;
}

/**
 * The contact form sent without scripts: checked as the form checks it, sent in the visitor's name
 * through the endpoint the form uses, then the page with 'Message Sent!' (303), or the page again
 * with every value kept and the message.
 */
export async function contactAction({ form, dispatch }: PageActionArgs): Promise<PageActionResult> {
  const values = contactValuesFromEntries(form, initialContactValues);
  const errors = contactFieldErrors(values);
  if (Object.keys(errors).length > 0) {
    const notice = missingContactFields(values).length > 0 ? contactToasts.missing : undefined;
    const data: ContactActionData = { values, errors, ...(notice ? { notice } : {}) };
    return { outcome: 'refused', status: 400, data };
  }
  try {
    await dispatch(contentApi.endpoints.contentContact.initiate(toContactRequest(values))).unwrap();
  } catch (error) {
    const data: ContactActionData = { values, notice: failureToast(contactToasts.failed, error) };
    return refusedByApi(error, data);
  }
  return { outcome: 'sent', query: { [CONTACT_SENT_PARAM]: '1' } };
}
