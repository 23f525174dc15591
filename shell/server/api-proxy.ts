import { STATUS_CODES } from 'node:http';
import replyFrom from '@fastify/reply-from';
import { API_UNAVAILABLE_MESSAGE, MALFORMED_ADDRESS_MESSAGE } from '@gentlebowl/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface, RouteHandlerMethod } from 'fastify';

// reply-from hands its callbacks requests and replies typed for any kind of server.
type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;
type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

export interface ApiProxyOptions {
  apiUrl: URL;
  /** The longest the proxy waits for the API's answer (and between parts of its body). */
  timeoutMs: number;
  /** Larger request bodies are refused here with 413, as the API would refuse them. */
  bodyLimitBytes: number;
}

/**
 * The API's paths for operators, not visitors: health probes (orchestrators, monitors) ask the API's
 * own port, and the public /api never forwards them, so nobody on the internet can make the API query
 * its database for them.
 */
export const OPERATOR_ONLY_API_PATHS = ['/api/health'] as const;

const TOO_SLOW = 'The service did not answer in time. Please try again shortly.';

/** Headers by which a client or a proxy says where a request came from. A client may write
 * anything in them, so they are dropped and the proxy writes its own. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/**
 * The visitor's address, as the shell resolved it: the connection's peer, or the client a trusted
 * proxy in front of the shell reports (SHELL_TRUSTED_PROXIES; none by default). It is all the API
 * is told (as X-Forwarded-For), for the proxy's requests and the server's renders alike: the API
 * trusts the shell's address alone, so one address per visitor keeps one rate-limit bucket per
 * visitor behind a front proxy too. '::ffff:203.0.113.7' (an IPv4 client on a dual-stack socket)
 * is written as 203.0.113.7.
 */
export function visitorAddress(request: Pick<AnyRequest, 'ip'>): string {
  return request.ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** The API's own error shape, so the browser reads the proxy's errors as it reads the API's. */
function sendError(reply: AnyReply, statusCode: number, message: string) {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

/** Whether an address is the proxy's: `/api` and everything under it. */
export const isApiAddress = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/**
 * The answer to an `/api` address with a malformed percent-escape: 400 in the API's words and shape,
 * the API not asked. The shell's server gives it before any route (see its answerMalformedAddress);
 * forwarded, it would fail in the proxy, which decodes the address it forwards.
 */
export function refuseMalformedApiAddress(reply: AnyReply) {
  return sendError(reply, 400, MALFORMED_ADDRESS_MESSAGE);
}

function bodyTooLarge(limitBytes: number) {
  return `Request body is too large: the limit is ${limitBytes} bytes (${Math.round(limitBytes / 1024)} KiB).`;
}

/**
 * `/api` forwarded to the API service over a pool of kept-alive undici connections. The proxy
 * writes X-Forwarded-For/-Proto/-Host itself, answers 504 when the API does not answer within
 * `timeoutMs` and 502 when it cannot be reached, and refuses a body over the API's limit with 413
 * before reading it, closing the connection so the client stops sending.
 */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  await app.register(replyFrom, {
    base: options.apiUrl.origin,
    disableRequestLogging: true,
    // Closing the server closes its kept-alive connections to the API too.
    destroyAgent: true,
    undici: {
      connections: 128,
      pipelining: 1,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: Math.min(options.timeoutMs, 5_000) },
    },
  });

  // Bodies are read as bytes (at most the limit) and forwarded untouched; the API parses them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimitBytes }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The rest of the body is not read: closing the connection tells the client to stop sending.
      return sendError(reply.header('connection', 'close'), 413, bodyTooLarge(options.bodyLimitBytes));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 502;
    if (status >= 500) request.log.warn({ err: error, req: request.raw }, 'api proxy failed');
    return sendError(reply, status, status >= 500 ? API_UNAVAILABLE_MESSAGE : error.message);
  });

  const forward: RouteHandlerMethod = (request, reply) => {
    const body = request.body as Buffer | undefined;
    return reply.from(request.url, {
      ...(body === undefined ? {} : { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }),
      // A GET on a kept-alive connection the API has just closed is tried once more.
      retriesCount: 1,
      rewriteRequestHeaders: (original, headers) => {
        const forwarded: Record<string, string | string[] | undefined> = { ...headers };
        for (const name of FORWARDING_HEADERS) delete forwarded[name];
        return {
          ...forwarded,
          'x-forwarded-for': visitorAddress(original),
          'x-forwarded-proto': original.protocol,
          'x-forwarded-host': original.host,
        };
      },
      onError: (failed, { error }) => {
        const timedOut = (error as FastifyError).statusCode === 504;
        failed.request.log.warn({ code: (error as FastifyError).code, req: failed.request.raw }, 'api unreachable');
        sendError(failed, timedOut ? 504 : 502, timedOut ? TOO_SLOW : API_UNAVAILABLE_MESSAGE);
      },
    });
  };
  for (const path of OPERATOR_ONLY_API_PATHS) {
    app.all(path, (_request, reply) => sendError(reply, 404, `${path} is not served here.`));
  }
  app.all('/api', forward);
  app.all('/api/*', forward);
}
