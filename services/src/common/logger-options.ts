import type { Params } from 'nestjs-pino';
import { type Logger, pino } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/**
 * The process's one pino logger: structured JSON, silent in tests. Request lines name method, URL,
 * status and timing only, never headers, so no cookie or credential can reach the logs.
 */
export function createRootLogger(config: AppConfig): Logger {
  return pino(
    { level: config.logLevel },
    // Buffered, asynchronous writes: a synchronous write per request line halved the cached reads'
    // throughput. pino flushes the buffer when the process exits.
    pino.destination({ dest: 1, sync: false, minLength: 12_288 }),
  );
}

/**
 * nestjs-pino serves Nest's own logs and PinoLogger injection through the root logger. Its per-request
 * middleware is left off (`forRoutes: []`): it runs pino-http through Fastify's middleware layer and an
 * AsyncLocalStorage for every request, which cost more than half the throughput of the cached reads.
 * Requests are logged by a Fastify hook instead (see request-logging.ts).
 */
export function loggerModuleParams(logger: Logger): Params {
  return { pinoHttp: { logger }, forRoutes: [] };
}
