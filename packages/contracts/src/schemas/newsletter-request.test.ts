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

  it('rejects addresses longer than 254 characters', () => {
    const result = newsletterRequestSchema.safeParse({ email: `${'a'.repeat(250)}@example.com` });
    expect(result.error?.issues[0]?.message).toBe('Email must be at most 254 characters');
  });
});
