import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { preferencesFromCookies } from '../src/shared/visitor-preferences';
import type { PageBody, PageEncoding } from './rendered-pages';
import { pageFormToken, setFormTokenCookie } from './same-site-forms';

/**
 * Sent with a page that was asked for over HTTPS (directly, or through a trusted proxy's
 * X-Forwarded-Proto): browsers then use HTTPS for the site for a year without trying HTTP first.
 * Never over plain HTTP, where it means nothing and a local site would be locked out of it.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The encodings a page is kept in, best first. */
const ENCODINGS: readonly PageEncoding[] = ['br', 'gzip'];

/** The best encoding the request accepts (q-values honoured), or none. */
function acceptedEncoding(request: FastifyRequest): PageEncoding | undefined {
  const header = request.headers['accept-encoding'];
  return header ? ((negotiate(header, [...ENCODINGS]) as PageEncoding | null) ?? undefined) : undefined;
}

/** Whom a page is sent to. */
export interface PageVisitor {
  /** Their cookies, which the page is sent with: their theme, cookie decision and form token. */
  cookies: Record<string, string | undefined>;
  /** The page shows what they typed (a personal address, see isPersonalAddress, or a refused form
   * with what was typed in it): it is theirs alone. */
  personal: boolean;
  /** Server-Timing metrics naming the versions of the remotes that served the page, when a canary
   * is named (remote-canaries.ts): sent with every copy, from the cache too. */
  remoteVersions?: string;
}

/**
 * Sends a page with `status` in the visitor's theme and with their cookie decision: compressed as
 * the browser accepts, revalidated on every visit (`no-cache`) and answered 304 when the browser
 * already holds this visitor's copy. It varies with the preference cookies, so a shared cache never
 * hands one visitor's copy to another. A page that is not found has no representation to be "not
 * modified" (RFC 9110 13.1.2): it is sent whole, without a validator. A page that shows what the
 * visitor typed (a dog's name, a refused form's fields) is `private, no-store`: no cache on the way
 * keeps it, nor does the browser, and it has no validator either. So is a page with the visitor's
 * form token in its forms, which goes to a client that sends no `Sec-Fetch-Site` (pageFormToken):
 * the page varies with that header too, so a shared cache never hands the page everyone gets,
 * without a token, to such a client.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PageBody,
  status: 200 | 404 | 400 | 429 | 502 | 503,
  securityHeaders: Record<string, string>,
  { cookies, personal, remoteVersions }: PageVisitor,
) {
  const preferences = preferencesFromCookies(cookies);
  const token = pageFormToken(request, cookies);
  const withToken = token && body.withFormToken(preferences, token.value);
  if (withToken && token.isNew) setFormTokenCookie(reply, token.value);
  const page = withToken || body.forVisitor(preferences);
  const shared = !personal && !withToken && (status === 200 || status === 404);
  reply
    .headers(securityHeaders)
    .header('cache-control', shared ? 'no-cache' : 'private, no-store')
    .header('vary', 'Accept-Encoding, Cookie, Sec-Fetch-Site');
  if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  // Only a page rendered for this request has a render timing (RenderedPages): how long it took.
  const serverTiming = [remoteVersions, body.serverTiming].filter(Boolean).join(', ');
  if (serverTiming) reply.header('server-timing', serverTiming);
  reply.type('text/html; charset=utf-8');
  if (status === 200 && shared) {
    reply.header('etag', page.etag);
    if (fresh(request.headers, { etag: page.etag })) return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.code(status).send(page.html);
  const compressed = await page.compressed(encoding);
  return reply.code(status).header('content-encoding', encoding).send(compressed);
}
