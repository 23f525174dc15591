import cluster from 'node:cluster';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

export interface ServerOptions {
  /** Names the server in its log lines. */
  name: string;
  /** Proxies in front of this server whose X-Forwarded-* headers are believed (IPs or CIDRs).
   * None by default: the connection's peer is the client. */
  trustedProxies?: readonly string[];
  /** pino level; `LOG_LEVEL` or 'info' by default. */
  logLevel?: string;
  /** Paths pino replaces wherever they appear in a log line (a server that logs request data). */
  redact?: { paths: readonly string[]; censor: string };
  /** Where log lines go; standard output by default. */
  logDestination?: { write(line: string): void };
  /**
   * Answers an address with a malformed percent-escape (`%zz`, a lone `%`, `%ff`, which is no UTF-8),
   * in its path or its query, before any route, hook or not-found handler sees it. Without it the
   * router answers a path it cannot decode with Fastify's JSON error, and a malformed query reaches
   * the routes, each of which would read it in its own way.
   */
  answerMalformedAddress?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** A client must send its whole request (headers and body) within this time. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Longer than the usual load balancer's idle timeout, so the balancer closes first. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How long a stopping server waits for requests in flight before it exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0];

/** Whether every percent-escape of the address is well formed and the bytes they make are UTF-8:
 * what decoding it (as the router does its path, and a proxy or a page its query) needs. */
function isWellFormedAddress(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Fastify instance with what every frontend server shares: time limits on clients, log lines
 * that never carry a query string, a body or a client address, an error answer that never carries
 * internals, and `nosniff` on every response.
 */
export function createServer({
  name,
  trustedProxies = [],
  logLevel,
  redact,
  logDestination,
  answerMalformedAddress,
}: ServerOptions): FastifyInstance {
  // Before every hook and handler, or past them (a path the router cannot decode): a failure here
  // must still answer.
  const refuseMalformedAddress =
    answerMalformedAddress &&
    ((request: FastifyRequest, reply: FastifyReply) => {
      Promise.resolve()
        .then(() => answerMalformedAddress(request, reply))
        .catch((failure: unknown) => {
          request.log.error({ err: failure }, 'request failed');
          if (!reply.sent) sendText(reply, 500, 'Internal server error');
        });
    });
  const app = Fastify({
    logger: {
      level: logLevel ?? process.env.LOG_LEVEL ?? 'info',
      // A server run as several processes (runWorkers) names the one that wrote each line.
      base: cluster.isWorker ? { server: name, worker: cluster.worker?.id } : { server: name },
      ...(redact ? { redact: { paths: [...redact.paths], censor: redact.censor } } : {}),
      ...(logDestination ? { stream: logDestination } : {}),
      serializers: {
        req: (request: { method?: string; url?: string }) => ({ method: request.method, path: pathOnly(request.url) }),
      },
    },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies.length > 0 ? [...trustedProxies] : false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
    ...(refuseMalformedAddress
      ? {
          frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
            if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error);
            refuseMalformedAddress(request, reply);
          },
        }
      : {}),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, req: request.raw }, 'request failed');
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(status >= 500 ? 'Internal server error' : error.message);
  });
  if (refuseMalformedAddress) {
    // The router has decoded the path; its query is checked here, before anything reads it.
    app.addHook('onRequest', (request, reply, done) => {
      if (isWellFormedAddress(request.url)) done();
      else refuseMalformedAddress(request, reply);
    });
  }
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
  return app;
}

/** A plain-text answer (not cached) for the few things a frontend server says in words. */
export function sendText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text);
}

/**
 * Listens on every interface and stops cleanly on SIGINT/SIGTERM: no new connections, requests in
 * flight are finished (new ones on open connections get 503), then the process exits; after
 * SHUTDOWN_GRACE_MS it exits regardless, so the launcher never waits on it.
 */
export async function listen(app: FastifyInstance, port: number, host = process.env.HOST): Promise<void> {
  let stopping = false;
  // Once, whichever signal comes first and however many follow (a worker may get the terminal's
  // SIGINT and its primary's SIGTERM).
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    await app.listen({ port, host: host ?? '::' });
  } catch (error) {
    // A machine without IPv6 cannot listen on '::'; its IPv4 interfaces are all there is.
    if (host || (error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT') throw error;
    await app.listen({ port, host: '0.0.0.0' });
  }
}
