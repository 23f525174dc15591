import 'reflect-metadata';
import { pino } from 'pino';
import { loadAppConfig } from './config/app-config.js';
import { createApp } from './create-app.js';
import { DatabaseLifecycle } from './database/database-lifecycle.js';
import { openDatabaseServer } from './database/database-server.js';
import { prepareDatabase } from './prepare-database.js';

/** `npm start`: open the database (embedded unless DATABASE_URL), migrate, import content, listen. */
async function main(): Promise<void> {
  const config = loadAppConfig();
  const logger = pino({ level: config.logLevel, name: 'bootstrap' });
  const database = await openDatabaseServer(config, (message) => logger.info(message));
  try {
    const ready = { ...config, databaseUrl: database.url };
    await prepareDatabase(ready, logger, { importContent: true });
    const app = await createApp(ready);
    app.get(DatabaseLifecycle).stopServerOnShutdown(() => database.stop());
    await app.listen({ port: config.port, host: config.host });
    logger.info(`API listening on http://${config.host}:${config.port}/api (docs at /api/docs)`);
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : 'Start-up failed');
    await database.stop();
    process.exit(1);
  }
}

void main();
