import type { Logger } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { describeImport, type ImportSummary } from './content/content-importer.js';
import { importContentFiles } from './content/import-content.js';
import { runMigrations } from './database/migrate.js';

/** Migrates the schema and imports the content files: what `npm start` and `npm run import` do first. */
export async function prepareDatabase(
  config: AppConfig,
  logger: Logger,
  steps: { importContent: boolean },
): Promise<ImportSummary | undefined> {
  const { applied } = await runMigrations(config.databaseUrl, config.databaseSchema);
  logger.info({ applied }, applied.length > 0 ? `Applied ${applied.length} migration(s)` : 'Schema is up to date');
  if (!steps.importContent) return undefined;
  const summary = await importContentFiles({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    contentDir: config.contentDir,
    mediaDir: config.mediaDir,
  });
  logger.info({ summary }, `Content imported (${describeImport(summary)})`);
  return summary;
}
