import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { anonymizeAddress } from './log-redaction.js';

/** The path alone: a query string may carry what someone typed. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** One structured line per answered request, at a level that follows the status. */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  if (!logger.isLevelEnabled('error')) return;
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
