import 'reflect-metadata';
import { pino } from 'pino';
import { loadAppConfigOrExit } from './config/app-config.js';
import { ContentError } from './content/content-error.js';
import { openDatabaseServer } from './database/database-server.js';
import { prepareDatabase } from './prepare-database.js';

/**
 * `npm run import`: migrate, then validate and upsert services/content. A running service refreshes
 * its cache when the import commits. Exits 1 with every problem listed when a content file is broken.
 */
async function main(): Promise<void> {
  const config = loadAppConfigOrExit();
  const logger = pino({ level: config.logLevel === 'silent' ? 'silent' : 'info', name: 'import' });
  const database = await openDatabaseServer(config, (message) => logger.info(message));
  let exitCode = 0;
  try {
    await prepareDatabase({ ...config, databaseUrl: database.url }, logger, { importContent: true });
  } catch (error) {
    exitCode = 1;
    if (error instanceof ContentError) process.stderr.write(`${error.message}\n`);
    else logger.fatal({ err: error }, 'Import failed');
  } finally {
    await database.stop();
  }
  process.exit(exitCode);
}

void main();
