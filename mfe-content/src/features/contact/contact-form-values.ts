import { contactMessages, type ContactRequestInput, type ContactSubject, defaultContactSubject, formatDecimal, textLimits } from '@gentlebowl/contracts';

/** The contact form's values as react-final-form holds them: a cleared text field is undefined. */
export interface ContactFormValues {
  name?: string;
  email?: string;
  subject?: ContactSubject;
  message?: string;
}

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

// The same address pattern the API's schema applies (zod's email check), so an address the form
// accepts is never refused by the service.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const countFormat = (value: number) => formatDecimal(value);

type FieldValidator = (value: string | undefined) => string | undefined;

/**
 * A field's checks in the service's order: present, not longer than the service stores, free of the
 * NUL character no database text can hold. Lengths are counted after trimming, as the service does.
 */
function textValidator(requiredMessage: string, maxLength: number, label: string): FieldValidator {
  return (value) => {
    const text = (value ?? '').trim();
    if (text === '') return requiredMessage;
    if (text.length > maxLength) return `${label} must be at most ${countFormat(maxLength)} characters`;
    if (text.includes('\u0000')) return `${label} contains a character that is not allowed`;
    return undefined;
  };
}

const validateEmail: FieldValidator = (value) => {
  const address = (value ?? '').trim();
  if (address.length > textLimits.email) {
    return `Email must be at most ${countFormat(textLimits.email)} characters`;
  }
  return EMAIL_PATTERN.test(address) ? undefined : contactMessages.email;
};

/**
 * Field-level checks that mirror what POST /api/contact refuses, so a message the form lets through
 * is one the service accepts, and a problem is shown next to its field rather than as a failed send.
 */
export const contactFieldValidators: Record<RequiredContactField, FieldValidator> = {
  name: textValidator(contactMessages.name, textLimits.contactName, 'Name'),
  email: validateEmail,
  message: textValidator(contactMessages.message, textLimits.contactMessage, 'Message'),
};

/** The first field, in form order, that a validation error names; the form moves the focus there. */
export function firstFieldWithError(errors: Readonly<Record<string, unknown>> | undefined): RequiredContactField | undefined {
  return requiredContactFields.find((field) => errors?.[field] !== undefined);
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
