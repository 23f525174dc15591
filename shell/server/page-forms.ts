import { sendText } from '@gentlebowl/serve';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The largest form a page accepts: the contact form's longest message, percent-encoded in any
 * script, with room to spare, and no more.
 */
export const PAGE_FORM_LIMIT_BYTES = 64 * 1024;

/** The only body a page accepts: what a browser sends for a plain `<form method="post">`. */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export interface PageFormsOptions {
  bodyLimitBytes: number;
  /** Answers a form sent to the page at the request's address (its urlencoded body, as sent). */
  answer: (request: FastifyRequest, reply: FastifyReply, form: string) => Promise<FastifyReply>;
}

/**
 * A page's forms, sent without scripts: a POST of a urlencoded body (within the limit) to the
 * page's own address, from the site's own pages. Everything else is refused here, before any page
 * code runs: another body type 415, too large 413 (the connection closed, so the client stops
 * sending), and a post that a browser says came from another site 403.
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
  app.post('/*', (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      return sendText(reply, 403, "Forms are accepted only from the site's own pages.");
    }
    return options.answer(request, reply, typeof request.body === 'string' ? request.body : '');
  });
}
