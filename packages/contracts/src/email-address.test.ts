import { isEmailAddress } from './email-address.js';
import { emailAddress } from './schemas/text-fields.js';

const apiTakes = (text: string) => emailAddress('refused').safeParse(text).success;

describe('isEmailAddress', () => {
  // The point of it: what a form lets through, the API takes, and the reverse.
  it.each([
    'dana@example.com',
    '  DANA@EXAMPLE.COM ',
    "o'brien+dogs@mail.example.co.uk",
    'dana.ray@example.com',
    'dana@example.c',
    'dana@my_host.com',
    'dana..ray@example.com',
    '.dana@example.com',
    'dana.@example.com',
    'dana@-example.com',
    'dana@example',
    'dana@@example.com',
    'dana example@example.com',
    'not-an-email',
    '',
    `${'a'.repeat(242)}@example.com`,
    `${'a'.repeat(243)}@example.com`,
    ` ${'a'.repeat(242)}@example.com `,
  ])('agrees with the API schema on %j', (text) => {
    expect(isEmailAddress(text)).toBe(apiTakes(text));
  });

  it('takes an ordinary address and refuses one longer than any address can be', () => {
    expect(isEmailAddress('dana@example.com')).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });
});
