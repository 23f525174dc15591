// Forms are accepted only from the site's own pages: the one check against cross-site request
// forgery that every page's action (page-forms.ts) and POST /preferences (preferences-endpoint.ts)
// run before they act, and the form token that stands in for it in a browser that does not say
// where its posts come from.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sendText } from '@gentlebowl/serve';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/** The hidden field the server adds to each of a page's forms (withFormToken) for such a browser. */
export const FORM_TOKEN_FIELD = 'form-token';
/** The first-party cookie that holds the same token, for this browser session. */
export const FORM_TOKEN_COOKIE = 'gentlebowl-form-token';
/** 24 random bytes, base64url: nothing a page of another site can guess. */
const TOKEN_SHAPE = /^[\w-]{32}$/;

const FROM_ANOTHER_SITE = "Forms are accepted only from the site's own pages.";
const UNCHECKED = "This form could not be checked as sent from this site's pages. Please reload the page and send it again.";

/** What a browser says of where a request came from. */
type Sender = 'this-site' | 'another-site' | 'unknown';

/** The request's own origin, as the API also accepts it: its scheme and Host (a trusted proxy's
 * X-Forwarded-Proto and -Host), for a site reached at another address than SITE_ORIGIN. */
const addressedOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Where a request came from, by the headers a page cannot write: `Origin`, which every current
 * browser sends with every POST, must be the site's (SITE_ORIGIN, or the origin the request was
 * addressed to); `null` (a sandboxed frame, a data: page, a redirect from another site) is not.
 * `Sec-Fetch-Site`, where sent, must be `same-origin` (or `none`, the visitor's own action). With
 * neither, the browser is one that says nothing (an old one, or no browser at all): unknown.
 */
function senderOf(request: FastifyRequest, siteOrigin: string): Sender {
  const { origin } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin !== undefined && origin !== siteOrigin && origin !== addressedOrigin(request)) return 'another-site';
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return 'another-site';
  return origin === undefined && fetchSite === undefined ? 'unknown' : 'this-site';
}

/** One field of a parsed form body: a urlencoded string (page forms) or @fastify/formbody's record. */
function formField(body: unknown, name: string): string | undefined {
  if (typeof body === 'string') return new URLSearchParams(body).get(name) ?? undefined;
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Whether a form's token is the one its visitor's cookie holds (compared in constant time). */
function tokenMatches(sent: string | undefined, kept: string | undefined): boolean {
  if (!sent || !kept || !TOKEN_SHAPE.test(kept) || sent.length !== kept.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(kept));
}

/**
 * Refuses with 403, before the route acts, a form that did not come from one of the site's pages,
 * by the rules of `senderOf`. A post from a browser that says nothing of where it came from must
 * carry the form token of the page it was sent from, equal to the visitor's token cookie: another
 * site can make the browser send the cookie, but can read neither it nor the visitor's page. The
 * route's body must already be parsed (a preHandler).
 */
export function formsFromThisSiteOnly(siteOrigin: string): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const sender = senderOf(request, siteOrigin);
    if (sender === 'another-site') return sendText(reply, 403, FROM_ANOTHER_SITE);
    if (sender === 'unknown' && !tokenMatches(formField(request.body, FORM_TOKEN_FIELD), request.cookies[FORM_TOKEN_COOKIE])) {
      return sendText(reply, 403, UNCHECKED);
    }
  };
}

/** A urlencoded form without its token: what the page's action is given. */
export function withoutFormToken(form: string): string {
  return form
    .split('&')
    .filter((pair) => pair.split('=', 1)[0] !== FORM_TOKEN_FIELD)
    .join('&');
}

/**
 * The form token a page sent in answer to this request carries in its forms, or none. A browser
 * that sends `Sec-Fetch-Site` with a page request sends it, and `Origin`, with every form the page
 * posts, so its posts are judged by those and its page is the one everybody gets (and is cached).
 * Any other client gets its own page with the token its cookie holds, or a new one (`isNew`: the
 * page then sets the cookie, see setFormTokenCookie). Such a page is the visitor's alone.
 */
export function pageFormToken(request: FastifyRequest, cookies: Record<string, string | undefined>): { value: string; isNew: boolean } | undefined {
  if (request.headers['sec-fetch-site'] !== undefined) return undefined;
  const kept = cookies[FORM_TOKEN_COOKIE];
  return kept && TOKEN_SHAPE.test(kept) ? { value: kept, isNew: false } : { value: randomBytes(24).toString('base64url'), isNew: true };
}

/** Keeps the token for this browser session, readable by the server alone (as the preference cookies
 * are: Secure over HTTPS, sent with the site's own requests and top-level navigations to it, never
 * with another site's form post in a browser that knows SameSite). */
export function setFormTokenCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(FORM_TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
