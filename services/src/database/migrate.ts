import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

export interface MigrationSummary {
  applied: string[];
}

/** PostgreSQL advisory lock held while a schema is migrated (the content import holds another one). */
const MIGRATION_LOCK_CLASS = 4_711_2025;

/**
 * Creates the schema if needed and applies pending migrations, one transaction for all of them.
 * Several instances starting together (the services' replicas) take turns under an advisory lock,
 * so the first migrates and the others find the schema up to date; TypeORM takes no lock itself.
 */
export async function runMigrations(url: string, schema = 'public'): Promise<MigrationSummary> {
  const dataSource = new DataSource(dataSourceOptions(url, schema));
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    // A session lock per schema on a connection of its own (the migrations run on another one of
    // the pool); closing the pool below ends that session, and the lock with it.
    await lock.query('SELECT pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, schema]);
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '""')}"`);
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    return { applied: applied.map((migration) => migration.name) };
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
