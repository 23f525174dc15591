import 'reflect-metadata';
import path from 'node:path';
import { isoDateOf } from '@gentlebowl/contracts';
import { pino } from 'pino';
import { DataSource } from 'typeorm';
import { formatFeedReport, importFeed } from './catalogue-feed/feed-import.js';
import { FeedFileError, readFeedFile } from './catalogue-feed/read-feed.js';
import { loadAppConfigOrExit } from './config/app-config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { openDatabaseServer } from './database/database-server.js';
import { runMigrations } from './database/migrate.js';

const USAGE = 'usage: npm run catalogue:import -- <feed.csv|feed.tsv|feed.json> [--apply]';

function exit(code: number, message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/**
 * `npm run catalogue:import -- <file> [--apply]`: reads a retailer feed of prices and ratings and
 * reports, row by row, what it would add to the catalogue or why it refuses the row. With --apply it
 * writes them (nothing at all while a row is refused). Exits 0 when every row was accepted, 1 when a
 * row was refused or the feed cannot be read, 2 for a usage or configuration error.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const apply = args.includes('--apply');
  const unknownOptions = args.filter((arg) => arg.startsWith('--') && arg !== '--apply');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (unknownOptions.length > 0 || files.length !== 1) exit(2, unknownOptions.length > 0 ? `unknown option ${unknownOptions[0]}\n${USAGE}` : USAGE);
  // npm runs the script in the services folder; a path is the caller's, from where npm was started.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0] as string);

  let records: Awaited<ReturnType<typeof readFeedFile>>;
  try {
    records = await readFeedFile(file);
  } catch (error) {
    if (error instanceof FeedFileError) exit(1, `${file}: ${error.message}`);
    throw error;
  }

  const config = loadAppConfigOrExit();
  const logger = pino({ level: config.logLevel === 'silent' ? 'silent' : 'warn', name: 'catalogue-import' });
  const database = await openDatabaseServer(config, (message) => logger.info(message));
  let exitCode = 0;
  try {
    if (apply) await runMigrations(database.url, config.databaseSchema);
    const dataSource = new DataSource(dataSourceOptions(database.url, config.databaseSchema));
    await dataSource.initialize();
    try {
      const [{ ready }] = await dataSource.query("SELECT to_regclass('food_offers') IS NOT NULL AS ready");
      if (!ready) {
        process.stderr.write('The database has no catalogue yet: start the site once (npm start), or run `npm run import -w services`, then import the feed.\n');
        exitCode = 1;
      } else {
        const report = await importFeed(dataSource, records, { apply, source: path.basename(file), today: isoDateOf(new Date()) });
        process.stdout.write(`${formatFeedReport(report, path.relative(process.env.INIT_CWD ?? process.cwd(), file), apply)}\n`);
        if (report.rows.some((row) => row.outcome === 'refused')) exitCode = 1;
      }
    } finally {
      await dataSource.destroy();
    }
  } catch (error) {
    exitCode = 1;
    logger.fatal({ err: error }, 'Catalogue import failed');
  } finally {
    await database.stop();
  }
  process.exit(exitCode);
}

void main();
