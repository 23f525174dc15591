import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { anonymizeAddress } from './log-redaction.js';

/** The path alone: a query string may carry what someone typed. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One structured line per answered request, at a level that follows the status. The line has a fixed
 * shape that holds nothing to redact (the path without its query, the client's anonymized network),
 * so it is written by a child logger without the root logger's redaction, whose walk of every line
 * for bodies and parameters nearly tripled the line's cost (15 µs against 5.5 µs in a microbenchmark).
 */
export function logRequests(fastify: FastifyInstance, rootLogger: Logger): void {
  if (!rootLogger.isLevelEnabled('error')) return;
  const logger = rootLogger.child({}, { redact: [] });
  fastify.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
    if (logger.isLevelEnabled(level)) {
      logger[level](
        {
          reqId: request.id,
          method: request.method,
          url: pathOf(request.url),
          client: anonymizeAddress(request.ip),
          statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
}
