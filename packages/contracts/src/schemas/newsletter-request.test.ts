import { newsletterMessages } from '../messages.js';
import { newsletterRequestSchema } from './newsletter-request.js';

describe('newsletterRequestSchema', () => {
  it('normalizes the address so one inbox is one subscriber', () => {
    expect(newsletterRequestSchema.parse({ email: '  Rex.Owner@Example.COM ' })).toEqual({
      email: 'rex.owner@example.com',
    });
  });

  it.each([['not-an-email'], [''], ['a@b'], [42], [null], ['owner@@example.com']])(
    'rejects %j with the spec message',
    (email) => {
      const result = newsletterRequestSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([newsletterMessages.invalidEmail]);
    },
  );

  it('rejects an address longer than 254 characters, which no address is, with the spec message', () => {
    expect(newsletterRequestSchema.safeParse({ email: `${'a'.repeat(242)}@example.com` }).success).toBe(true);
    const result = newsletterRequestSchema.safeParse({ email: `${'a'.repeat(243)}@example.com` });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([newsletterMessages.invalidEmail]);
  });
});
