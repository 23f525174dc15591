import { type ErrorResponse, newsletterApiPaths } from '@gentlebowl/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const JSON_ONLY_MESSAGE = 'Unsupported content type: send the body as JSON with Content-Type: application/json.';
export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not accepted.';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Paths a form may POST to: RFC 8058 has mailbox providers POST `List-Unsubscribe=One-Click` as a
 * form, and the confirmation and unsubscribe pages' buttons work without JavaScript. Forging such a
 * request gains nothing: the signed token in the address is what authorizes it, and the body is not
 * read.
 */
const FORM_PATHS = new Set<string>([newsletterApiPaths.confirm, newsletterApiPaths.unsubscribe]);
const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const STATE_CHANGING = new Set([...WITH_BODY, 'DELETE']);

function refuse(reply: FastifyReply, statusCode: 403 | 415, error: string, message: string): void {
  const body: ErrorResponse = { statusCode, error, message };
  reply.code(statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}

/**
 * Cross-site request forgery, refused before any work (body parsing, rate limits, the database):
 * - a body must be JSON (415 otherwise), but for FORM_PATHS. A page on another site can make a browser send a form
 *   (urlencoded, multipart, text/plain) without asking; JSON needs a CORS preflight, which only the
 *   configured origins pass;
 * - an Origin, when the browser sends one, must be one of the site's own (403 otherwise): the
 *   configured origins, or the origin the request was addressed to (through the shell's proxy, its
 *   X-Forwarded-Proto and -Host). Requests without Origin (servers, curl) are not from a browser page.
 */
export function guardStateChangingRequests(fastify: FastifyInstance, siteOrigins: readonly string[]): void {
  const allowed = new Set(siteOrigins);
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method)) {
      done();
      return;
    }
    if (WITH_BODY.has(request.method)) {
      const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
      const isForm = FORM_MEDIA_TYPES.includes(mediaType) && FORM_PATHS.has(request.url.split('?', 1)[0] ?? '');
      if (mediaType !== 'application/json' && !isForm) {
        refuse(reply, 415, 'Unsupported Media Type', JSON_ONLY_MESSAGE);
        return;
      }
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin) && origin !== `${request.protocol}://${request.host}`) {
      refuse(reply, 403, 'Forbidden', FOREIGN_ORIGIN_MESSAGE);
      return;
    }
    done();
  });
  // Reached by FORM_PATHS only (refused above otherwise), whose body carries nothing they use. Nest
  // parses urlencoded bodies itself; a multipart one is read and dropped.
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
}
