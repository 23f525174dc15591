import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

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
          url: request.url,
          statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
}
