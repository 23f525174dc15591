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
    return await importSiteContent(dataSource, content);
  } finally {
    await dataSource.destroy();
  }
}
