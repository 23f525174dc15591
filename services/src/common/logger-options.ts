import { REDACTED_LOG_CENSOR, REDACTED_LOG_PATHS } from '@gentlebowl/contracts';
import type { Params } from 'nestjs-pino';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { serializeErrorForLog } from './log-redaction.js';
import { TurnBufferedDestination } from './turn-buffered-destination.js';

let processStdout: TurnBufferedDestination | undefined;

/**
 * Standard output, shared by every logger of the process (one per app; tests make several):
 * pino's synchronous stream, written to once per event-loop turn (see turn-buffered-destination.ts).
 */
function stdoutDestination(): TurnBufferedDestination {
  processStdout ??= new TurnBufferedDestination(pino.destination({ dest: 1, sync: true, minLength: 0 }));
  return processStdout;
}

/**
 * The process's one pino logger: structured JSON, silent in tests. No line holds personal data:
 * request lines name method, path (without its query), status, timing and a shortened client
 * network, never headers or bodies; errors are serialized without query parameters or database
 * messages that may quote a row (see log-redaction.ts), and bodies and parameters are redacted
 * wherever else they would appear.
 */
export function createRootLogger(config: AppConfig, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      serializers: { err: serializeErrorForLog },
      redact: { paths: [...REDACTED_LOG_PATHS], censor: REDACTED_LOG_CENSOR },
    },
    destination ?? stdoutDestination(),
  );
}

/**
 * nestjs-pino serves Nest's own logs and PinoLogger injection through the root logger. Its per-request
 * middleware is left off (`forRoutes: []`): it runs pino-http through Fastify's middleware layer and an
 * AsyncLocalStorage for every request, which cost more than half the throughput of the cached reads.
 * Requests are logged by a Fastify hook instead (see request-logging.ts).
 */
export function loggerModuleParams(logger: Logger): Params {
  // pino-http gives its logger serializers of its own; the root logger's error serializer must stay.
  return { pinoHttp: { logger, wrapSerializers: false, serializers: { err: serializeErrorForLog } }, forRoutes: [] };
}
