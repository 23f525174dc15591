import { sendText } from '@gentlebowl/serve';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formsFromThisSiteOnly, withoutFormToken } from './same-site-forms';

/**
 * The largest form a page accepts: the contact form's longest message, percent-encoded in any
 * script, with room to spare, and no more.
 */
export const PAGE_FORM_LIMIT_BYTES = 64 * 1024;

/** The only body a page accepts: what a browser sends for a plain `<form method="post">`. */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export interface PageFormsOptions {
  bodyLimitBytes: number;
  /** The site's public origin (SITE_ORIGIN), whose pages may post here. */
  siteOrigin: string;
  /** Answers a form sent to the page at the request's address (its urlencoded body, as sent but
   * for the form token). */
  answer: (request: FastifyRequest, reply: FastifyReply, form: string) => Promise<FastifyReply>;
}

/**
 * A page's forms, sent without scripts: a POST of a urlencoded body (within the limit) to the
 * page's own address, from the site's own pages. Everything else is refused here, before any page
 * code runs: another body type 415, too large 413 (the connection closed, so the client stops
 * sending), and a post that did not come from one of the site's pages 403 (formsFromThisSiteOnly).
 */
export async function pageForms(app: FastifyInstance, options: PageFormsOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: options.bodyLimitBytes }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendText(reply.header('connection', 'close'), 413, 'The form is too large to send.');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendText(reply, 415, `A page accepts only ${FORM_CONTENT_TYPE} forms.`);
    request.log.error({ err: error, req: request.raw }, 'page form failed');
    return sendText(reply, 500, 'The form could not be sent. Please try again.');
  });
  app.post('/*', { preHandler: formsFromThisSiteOnly(options.siteOrigin) }, (request, reply) =>
    options.answer(request, reply, typeof request.body === 'string' ? withoutFormToken(request.body) : ''),
  );
}
