import 'reflect-metadata';
import { type Logger, pino } from 'pino';
import { loadAppConfigOrExit } from './config/app-config.js';
import { createApp } from './create-app.js';
import { DatabaseLifecycle } from './database/database-lifecycle.js';
import { type DatabaseServer, openDatabaseServer } from './database/database-server.js';
import { prepareDatabase } from './prepare-database.js';

/** Time for the hooks after the HTTP server has drained: closing the pool, stopping an embedded server. */
const SHUTDOWN_HOOKS_MS = 2_500;

/**
 * Nest's shutdown hooks drain the HTTP server within `shutdownMs`; should anything after that hang
 * (a database that does not answer the pool's goodbye), the process still ends.
 */
function exitEvenIfShutdownStalls(shutdownMs: number, logger: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        logger.error({ signal }, 'Shutdown did not finish in time; exiting');
        logger.flush();
        process.exit(1);
      }, shutdownMs + SHUTDOWN_HOOKS_MS).unref();
    });
  }
}

/**
 * `npm start` and the image's command: validate the environment (one line on stderr and exit code
 * 2 when a variable is missing or malformed), open the database (embedded unless DATABASE_URL),
 * migrate, import content, listen.
 */
async function main(): Promise<void> {
  const config = loadAppConfigOrExit();
  const logger = pino({ level: config.logLevel, name: 'bootstrap' });
  let database: DatabaseServer | undefined;
  try {
    const server = await openDatabaseServer(config, (message) => logger.info(message));
    database = server;
    const ready = { ...config, databaseUrl: server.url };
    await prepareDatabase(ready, logger, { importContent: true });
    const app = await createApp(ready);
    app.get(DatabaseLifecycle).stopServerOnShutdown(() => server.stop());
    exitEvenIfShutdownStalls(config.timeLimits.shutdownMs, logger);
    await app.listen({ port: config.port, host: config.host });
    logger.info(`API listening on http://${config.host}:${config.port}/api (docs at /api/docs)`);
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : 'Start-up failed');
    await database?.stop();
    process.exit(1);
  }
}

void main();
