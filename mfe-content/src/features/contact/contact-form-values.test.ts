import { contactMessages, contactRequestSchema, textLimits } from '@gentlebowl/contracts';
import {
  type ContactFormValues,
  contactFieldValidators,
  initialContactValues,
  missingContactFields,
  toContactRequest,
} from './contact-form-values';

const complete: ContactFormValues = {
  name: 'Dana',
  email: 'dana@example.com',
  subject: 'allergy',
  message: 'Which foods have no chicken at all?',
};

function fieldErrors(values: ContactFormValues) {
  return {
    name: contactFieldValidators.name(values.name),
    email: contactFieldValidators.email(values.email),
    message: contactFieldValidators.message(values.message),
  };
}

describe('missingContactFields', () => {
  it('finds nothing missing in a complete message, whatever the subject', () => {
    expect(missingContactFields(complete)).toEqual([]);
    expect(missingContactFields({ ...complete, subject: undefined })).toEqual([]);
  });

  it('names every required field that is empty, cleared or only spaces, in form order', () => {
    expect(missingContactFields(initialContactValues)).toEqual(['name', 'email', 'message']);
    expect(missingContactFields({ ...complete, name: undefined, message: '  \n ' })).toEqual(['name', 'message']);
    expect(missingContactFields({ ...complete, email: ' ' })).toEqual(['email']);
  });
});

describe('contactFieldValidators', () => {
  it('accept a complete message', () => {
    expect(fieldErrors(complete)).toEqual({ name: undefined, email: undefined, message: undefined });
  });

  it('ask for each empty field with its own message', () => {
    expect(fieldErrors({})).toEqual({
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
    });
  });

  it.each(['dana', 'dana@', 'dana@example', 'dana@example.c', 'dana @example.com', 'dana@exa_mple.com', '.dana@example.com'])(
    'refuses the malformed address %p',
    (email) => {
      expect(contactFieldValidators.email(email)).toBe(contactMessages.email);
    },
  );

  it('accepts ordinary addresses, with surrounding spaces and capitals', () => {
    for (const email of ['dana@example.com', ' Dana.Ray+dogs@mail.example.co.uk ', "o'neil@example.org"]) {
      expect(contactFieldValidators.email(email)).toBeUndefined();
    }
  });

  it('calls an address longer than any address can be not a valid one, as the API does', () => {
    expect(contactFieldValidators.email(`${'e'.repeat(textLimits.email)}@example.com`)).toBe(contactMessages.email);
  });

  it('say how long a field may be once it is longer than the service stores', () => {
    expect(contactFieldValidators.name('n'.repeat(textLimits.contactName))).toBeUndefined();
    expect(contactFieldValidators.name('n'.repeat(textLimits.contactName + 1))).toBe('Name must be at most 100 characters');
    expect(contactFieldValidators.message(` ${'m'.repeat(textLimits.contactMessage)} `)).toBeUndefined();
    expect(contactFieldValidators.message('m'.repeat(textLimits.contactMessage + 1))).toBe(
      'Message must be at most 5,000 characters',
    );
  });

  // The point of the checks: whatever the form lets through, the API accepts, and the reverse.
  it.each<[string, ContactFormValues]>([
    ['a complete message', complete],
    ['everything empty', {}],
    ['a one-letter top-level domain', { ...complete, email: 'dana@example.c' }],
    ['an underscore in the domain', { ...complete, email: 'dana@my_host.com' }],
    ['two dots in a row', { ...complete, email: 'dana..ray@example.com' }],
    ['a capitalised address with spaces', { ...complete, email: '  DANA@EXAMPLE.COM ' }],
    ['a name at the limit with spaces around it', { ...complete, name: `  ${'n'.repeat(textLimits.contactName)}  ` }],
    ['a name over the limit', { ...complete, name: 'n'.repeat(textLimits.contactName + 1) }],
    ['a message over the limit', { ...complete, message: 'm'.repeat(textLimits.contactMessage + 1) }],
    ['a NUL character in the message', { ...complete, message: 'hello\u0000world' }],
    ['an over-long address', { ...complete, email: `${'e'.repeat(250)}@example.com` }],
  ])('agree with the API schema on %s', (_, values) => {
    const formAccepts = Object.values(fieldErrors(values)).every((error) => error === undefined);
    expect(formAccepts).toBe(contactRequestSchema.safeParse(toContactRequest(values)).success);
  });
});

describe('toContactRequest', () => {
  it('trims the text and keeps the chosen subject', () => {
    expect(toContactRequest({ name: ' Dana ', email: ' dana@example.com', subject: 'tools', message: ' Hi \n' })).toEqual({
      name: 'Dana',
      email: 'dana@example.com',
      subject: 'tools',
      message: 'Hi',
    });
  });

  it('sends the general subject when none is chosen', () => {
    expect(toContactRequest({ ...complete, subject: undefined }).subject).toBe('general');
  });
});
