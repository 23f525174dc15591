import { textLimits } from './messages.js';

// zod's email check, which the API's schemas apply (`emailAddress` in schemas/text-fields.ts).
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * Whether the API takes `text` as an email address: trimmed, no longer than any address can be
 * (RFC 5321) and of the shape zod's check accepts. Without zod, so a form can run it in the browser
 * and never let through an address the service refuses, nor refuse one it takes
 * (`email-address.test.ts` holds it to the API's schema).
 */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  return address.length <= textLimits.email && EMAIL_PATTERN.test(address);
}
