import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import type { VisitorPreferences } from '../src/shared/visitor-preferences';
import type { PageBody, PageEncoding } from './rendered-pages';

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

/**
 * Sends a page with `status` in the visitor's theme and with their cookie decision: compressed as
 * the browser accepts, revalidated on every visit (`no-cache`) and answered 304 when the browser
 * already holds this visitor's copy. It varies with the preference cookies, so a shared cache never
 * hands one visitor's copy to another. A page that is not found has no representation to be "not
 * modified" (RFC 9110 13.1.2): it is sent whole, without a validator. A page that answers a refused
 * form (400, 429, 502, 503) is the visitor's own: never stored.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PageBody,
  status: 200 | 404 | 400 | 429 | 502 | 503,
  securityHeaders: Record<string, string>,
  preferences: VisitorPreferences,
) {
  const page = body.forVisitor(preferences);
  const shared = status === 200 || status === 404;
  reply.headers(securityHeaders).header('cache-control', shared ? 'no-cache' : 'no-store').header('vary', 'Accept-Encoding, Cookie');
  if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  // Only a page rendered for this request has one (RenderedPages): how long that render took.
  if (body.serverTiming) reply.header('server-timing', body.serverTiming);
  reply.type('text/html; charset=utf-8');
  if (status === 200) {
    reply.header('etag', page.etag);
    if (fresh(request.headers, { etag: page.etag })) return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.code(status).send(page.html);
  const compressed = await page.compressed(encoding);
  return reply.code(status).header('content-encoding', encoding).send(compressed);
}
