import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { type AppConfig, loadAppConfig } from '../src/config/app-config.js';
import { findServicesRoot } from '../src/config/service-paths.js';
import { importContentFiles } from '../src/content/import-content.js';
import { createApp } from '../src/create-app.js';
import { runMigrations } from '../src/database/migrate.js';
import { TEST_SCHEMA_PREFIX, testDatabaseUrl } from './test-database.js';

export const FIXTURE_CONTENT_DIR = path.join(findServicesRoot(), 'test', 'fixtures', 'content');
export const REAL_CONTENT_DIR = path.join(findServicesRoot(), 'content');

export interface TestApp {
  app: NestFastifyApplication;
  /** The Node server for supertest. */
  server: NestFastifyApplication['getHttpServer'] extends () => infer Server ? Server : never;
  config: AppConfig;
  /** Runs SQL in the suite's own schema. */
  query<Row = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<Row[]>;
  /** Imports a content folder into this suite's schema, as `npm run import` would. */
  importContent(contentDir: string): ReturnType<typeof importContentFiles>;
  close(): Promise<void>;
}

let suiteCounter = 0;

/**
 * A real Nest app on a real PostgreSQL, in a fresh schema of its own (migrated, with the fixture
 * content imported unless told otherwise). Rate limiting is off unless a test sets it.
 */
export async function startTestApp(
  options: { contentDir?: string; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const databaseUrl = testDatabaseUrl();
  suiteCounter += 1;
  const schema = `${TEST_SCHEMA_PREFIX}${process.pid}_${Date.now().toString(36)}_${suiteCounter}`;
  const contentDir = options.contentDir ?? FIXTURE_CONTENT_DIR;
  const mediaDir = path.join(contentDir, 'media');
  await runMigrations(databaseUrl, schema);
  const importContent = (folder: string) =>
    importContentFiles({ databaseUrl, schema, contentDir: folder, mediaDir: path.join(folder, 'media') });
  await importContent(contentDir);

  const config: AppConfig = {
    ...loadAppConfig({ ...process.env, DATABASE_URL: databaseUrl }),
    databaseUrl,
    databaseSchema: schema,
    contentDir,
    mediaDir,
    logLevel: 'silent',
    rateLimit: { max: 0, windowMs: 60_000 },
    ...options.config,
  };
  const app = await createApp(config);
  await app.getHttpAdapter().getInstance().ready();

  const pool = new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}`, max: 2 });
  return {
    app,
    server: app.getHttpServer(),
    config,
    query: async <Row>(sql: string, parameters: unknown[] = []) => (await pool.query(sql, parameters)).rows as Row[],
    importContent,
    async close() {
      await app.close();
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    },
  };
}
