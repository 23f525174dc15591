import { checkToken, signToken } from './signed-tokens.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-25T12:00:00Z');
const IN_TWO_DAYS = new Date('2026-11-27T12:00:00Z');

describe('signed link tokens', () => {
  it('names the address it was made for until it expires', () => {
    const token = signToken('confirm', 'owner@example.com', SECRET, IN_TWO_DAYS);
    expect(checkToken(token, 'confirm', SECRET, NOW)).toEqual({ status: 'valid', subject: 'owner@example.com' });
    expect(checkToken(token, 'confirm', SECRET, new Date('2026-11-27T11:59:58Z')).status).toBe('valid');
    expect(checkToken(token, 'confirm', SECRET, IN_TWO_DAYS)).toEqual({ status: 'expired' });
  });

  it('keeps an unsubscribe token without expiry valid for good', () => {
    const token = signToken('unsubscribe', 'owner@example.com', SECRET, null);
    expect(checkToken(token, 'unsubscribe', SECRET, new Date('2036-01-01T00:00:00Z')).status).toBe('valid');
  });

  it('refuses a token signed with another secret, an altered address or expiry, and garbage', () => {
    const token = signToken('confirm', 'owner@example.com', SECRET, IN_TWO_DAYS);
    const [, signature] = token.split('.');
    const otherAddress = signToken('confirm', 'stranger@example.com', 'another-secret', IN_TWO_DAYS).split('.')[0];
    const later = signToken('confirm', 'owner@example.com', 'another-secret', new Date('2030-01-01T00:00:00Z')).split('.')[0];
    expect(checkToken(signToken('confirm', 'owner@example.com', 'another-secret', IN_TWO_DAYS), 'confirm', SECRET, NOW)).toEqual({ status: 'invalid' });
    expect(checkToken(`${otherAddress}.${signature}`, 'confirm', SECRET, NOW)).toEqual({ status: 'invalid' });
    expect(checkToken(`${later}.${signature}`, 'confirm', SECRET, NOW)).toEqual({ status: 'invalid' });
    for (const garbage of ['', 'abc', 'a.b', 'a.b.c', `${token}.x`]) {
      expect(checkToken(garbage, 'confirm', SECRET, NOW)).toEqual({ status: 'invalid' });
    }
  });

  it('refuses a confirmation token where an unsubscribe token is expected, and the reverse', () => {
    expect(checkToken(signToken('confirm', 'a@example.com', SECRET, IN_TWO_DAYS), 'unsubscribe', SECRET, NOW).status).toBe('invalid');
    expect(checkToken(signToken('unsubscribe', 'a@example.com', SECRET, null), 'confirm', SECRET, NOW).status).toBe('invalid');
  });

  it("refuses a story's approval token where its rejection token is expected, and the reverse", () => {
    const story = '0b7f4c56-3d1e-4c4a-9f1e-5b6a7c8d9e0f';
    expect(checkToken(signToken('approve-story', story, SECRET, IN_TWO_DAYS), 'approve-story', SECRET, NOW)).toEqual({ status: 'valid', subject: story });
    expect(checkToken(signToken('approve-story', story, SECRET, IN_TWO_DAYS), 'reject-story', SECRET, NOW).status).toBe('invalid');
    expect(checkToken(signToken('reject-story', story, SECRET, IN_TWO_DAYS), 'approve-story', SECRET, NOW).status).toBe('invalid');
  });
});
