import 'reflect-metadata';
import { pino } from 'pino';
import { loadAppConfigOrExit } from './config/app-config.js';
import { openDatabaseServer } from './database/database-server.js';
import { prepareDatabase } from './prepare-database.js';

/** `npm run migrate`: apply pending migrations to DATABASE_URL (or the embedded database). */
async function main(): Promise<void> {
  const config = loadAppConfigOrExit();
  const logger = pino({ level: 'info', name: 'migrate' });
  const database = await openDatabaseServer(config, (message) => logger.info(message));
  let exitCode = 0;
  try {
    await prepareDatabase({ ...config, databaseUrl: database.url }, logger, { importContent: false });
  } catch (error) {
    exitCode = 1;
    logger.fatal({ err: error }, 'Migration failed');
  } finally {
    await database.stop();
  }
  process.exit(exitCode);
}

void main();
