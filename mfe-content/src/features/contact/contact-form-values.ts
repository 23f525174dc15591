import {
  contactMessages,
  type ContactRequestInput,
  type ContactSubject,
  contactSubjectValues,
  defaultContactSubject,
  isEmailAddress,
  isOneOf,
  textLimits,
} from '@gentlebowl/contracts';
import { requiredTextCheck, type TextCheck } from '../../shared/text-checks';

/** The contact form's values as react-final-form holds them: a cleared text field is undefined. */
export interface ContactFormValues {
  name?: string;
  email?: string;
  subject?: ContactSubject;
  message?: string;
}

/** The form's name in the page (`document.forms`), where its typed values are read at hydration. */
export const CONTACT_FORM_NAME = 'contact';

/** The query parameter of the page a message sent without scripts returns to (declared by the
 * contact route in @gentlebowl/routes). */
export const CONTACT_SENT_PARAM = 'sent';

/** What the form starts with and returns to after a message is sent: empty, subject general. */
export const initialContactValues: Readonly<ContactFormValues> = Object.freeze({
  name: '',
  email: '',
  subject: defaultContactSubject,
  message: '',
});

/** The fields marked required, in the order the form shows them. */
export const requiredContactFields = ['name', 'email', 'message'] as const;
export type RequiredContactField = (typeof requiredContactFields)[number];

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** The required fields left empty (or only spaces); any of them means nothing may be sent. */
export function missingContactFields(values: ContactFormValues): RequiredContactField[] {
  return requiredContactFields.filter((field) => isBlank(values[field]));
}

/** The three notices of the form (spec section 8). The missing-fields words are shared with the API. */
export const contactToasts = {
  missing: {
    title: contactMessages.missingTitle,
    description: contactMessages.missingDescription,
    variant: 'destructive',
  },
  sent: {
    title: 'Message Sent!',
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
  failed: {
    title: 'Error',
    description: 'There was a problem sending your message. Please try again later.',
    variant: 'destructive',
  },
} as const;

const validateEmail: TextCheck = (value) => (isEmailAddress(value ?? '') ? undefined : contactMessages.email);

/**
 * Field-level checks that mirror what POST /api/contact refuses, so a message the form lets through
 * is one the service accepts, and a problem is shown next to its field rather than as a failed send.
 */
export const contactFieldValidators: Record<RequiredContactField, TextCheck> = {
  name: requiredTextCheck(contactMessages.name, textLimits.contactName, 'Name'),
  email: validateEmail,
  message: requiredTextCheck(contactMessages.message, textLimits.contactMessage, 'Message'),
};

/** Each required field's message, for the fields whose value the form would refuse. */
export function contactFieldErrors(values: ContactFormValues): Partial<Record<RequiredContactField, string>> {
  const errors: Partial<Record<RequiredContactField, string>> = {};
  for (const field of requiredContactFields) {
    const error = contactFieldValidators[field](values[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

const isContactSubject = (value: string | null): value is ContactSubject => isOneOf(contactSubjectValues, value);

/**
 * The form's values from its submitted fields (a POST body, or what a visitor typed before the
 * scripts took over): text as typed, a subject the form does not offer as the fallback's.
 */
export function contactValuesFromEntries(entries: URLSearchParams, fallback: ContactFormValues): ContactFormValues {
  const subject = entries.get('subject');
  return {
    name: entries.get('name') ?? fallback.name,
    email: entries.get('email') ?? fallback.email,
    subject: isContactSubject(subject) ? subject : fallback.subject,
    message: entries.get('message') ?? fallback.message,
  };
}

/** The request body for the values: text trimmed, and the general subject when none is chosen. */
export function toContactRequest(values: ContactFormValues): ContactRequestInput {
  return {
    name: (values.name ?? '').trim(),
    email: (values.email ?? '').trim(),
    subject: values.subject || defaultContactSubject,
    message: (values.message ?? '').trim(),
  };
}
