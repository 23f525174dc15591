import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token lets its holder do: confirm a sign-up or leave the list (its subject is the
 * subscription's random link key), approve or reject an owner's story (its subject is the story's
 * random id). A token of one kind is refused where another is expected. */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'approve-story' | 'reject-story';

export type TokenCheck = { status: 'valid'; subject: string } | { status: 'expired' } | { status: 'invalid' };

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

/**
 * A link token: the purpose, the subject (a random key or id: the payload is only encoded, so it
 * must show nothing of a person) and the expiry (seconds since the epoch, 0 for none), base64url
 * encoded and signed with HMAC-SHA256, so nobody without the secret can make one or alter it.
 */
export function signToken(
  purpose: TokenPurpose,
  subject: string,
  secret: string,
  expiresAt: Date | null,
): string {
  const payload = encode(JSON.stringify([purpose, subject, expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0]));
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** Checks a token's signature first (a forged or altered token is invalid, whatever it claims), then
 * its purpose and expiry. */
export function checkToken(token: string, purpose: TokenPurpose, secret: string, now: Date = new Date()): TokenCheck {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return { status: 'invalid' };
  const expected = signature(payload, secret);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { status: 'invalid' };
  }
  if (!Array.isArray(claims) || claims.length !== 3) return { status: 'invalid' };
  const [claimedPurpose, subject, expiresAt] = claims as unknown[];
  if (claimedPurpose !== purpose || typeof subject !== 'string' || typeof expiresAt !== 'number') return { status: 'invalid' };
  if (expiresAt !== 0 && expiresAt * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', subject };
}
