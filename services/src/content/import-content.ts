import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options.js';
import { readSiteContent } from './content-files.js';
import { type ImportSummary, importSiteContent } from './content-importer.js';

/** Validates every content file, then writes them to the database (after migrations have run). */
export async function importContentFiles(options: {
  databaseUrl: string;
  schema: string;
  contentDir: string;
  mediaDir: string;
}): Promise<ImportSummary> {
  const content = await readSiteContent(options.contentDir, options.mediaDir);
  const dataSource = new DataSource(dataSourceOptions(options.databaseUrl, options.schema));
  await dataSource.initialize();
  try {
    const summary = await importSiteContent(dataSource, content);
    const { inserted, updated, removed } = summary.foods;
    // Fresh statistics for the planner, and the visibility map the covering indexes (the catalogue's
    // and the recommendation shortlist's, on the fits a trigger keeps) need to answer without reading
    // their tables (VACUUM runs outside a transaction).
    if (inserted + updated + removed > 0) await dataSource.query('VACUUM (ANALYZE) dog_foods, dog_food_fits');
    return summary;
  } finally {
    await dataSource.destroy();
  }
}
