import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

export interface MigrationSummary {
  applied: string[];
}

/** Creates the schema if needed and applies pending migrations, one transaction for all of them. */
export async function runMigrations(url: string, schema = 'public'): Promise<MigrationSummary> {
  const dataSource = new DataSource(dataSourceOptions(url, schema));
  await dataSource.initialize();
  try {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '""')}"`);
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    return { applied: applied.map((migration) => migration.name) };
  } finally {
    await dataSource.destroy();
  }
}
