import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isoDateOf } from '@gentlebowl/contracts';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { DestinationStream } from 'pino';
import { type AppConfig, loadAppConfig } from '../src/config/app-config.js';
import { findServicesRoot } from '../src/config/service-paths.js';
import { type FeedImportReport, importFeed } from '../src/catalogue-feed/feed-import.js';
import { readFeedFile } from '../src/catalogue-feed/read-feed.js';
import { importContentFiles } from '../src/content/import-content.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { createApp } from '../src/create-app.js';
import { runMigrations } from '../src/database/migrate.js';
import type { MailTransport } from '../src/mail/mailer.js';
import { RecordingMailTransport } from './recording-mail-transport.js';
import { TEST_SCHEMA_PREFIX, testDatabaseUrl } from './test-database.js';

export const FIXTURE_CONTENT_DIR = path.join(findServicesRoot(), 'test', 'fixtures', 'content');
export const REAL_CONTENT_DIR = path.join(findServicesRoot(), 'content');

export interface TestApp {
  app: NestFastifyApplication;
  /** The Node server for supertest. */
  server: NestFastifyApplication['getHttpServer'] extends () => infer Server ? Server : never;
  config: AppConfig;
  /** The suite's own schema. */
  schema: string;
  /** Runs SQL in the suite's own schema. */
  query<Row = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<Row[]>;
  /** Every mail the app sent (the app's relay is this recorder unless a test gives its own). */
  mails: RecordingMailTransport;
  /** Imports a content folder into this suite's schema, as `npm run import` would. */
  importContent(contentDir: string): ReturnType<typeof importContentFiles>;
  /** Imports a retailer feed file into this suite's schema, as `npm run catalogue:import` would. */
  importFeed(file: string, options: { apply: boolean; today?: string }): Promise<FeedImportReport>;
  close(): Promise<void>;
}

let suiteCounter = 0;

export const RATE_LIMITS_OFF: AppConfig['rateLimit'] = {
  recommendations: { max: 0, windowSeconds: 60 },
  writes: { max: 0, windowSeconds: 60 },
};

/**
 * A real Nest app on a real PostgreSQL, in a fresh schema of its own (migrated, with the fixture
 * content imported unless told otherwise). Rate limiting is off unless a test sets it.
 */
export async function startTestApp(
  options: {
    contentDir?: string;
    config?: Partial<AppConfig>;
    /** Another instance of the API on the same tables, as behind a load balancer. */
    sameDatabaseAs?: TestApp;
    /** Where the app's log lines go (with `config.logLevel`); nowhere by default. */
    logDestination?: DestinationStream;
    /** Where mail goes instead of the recorder. */
    mailTransport?: MailTransport;
  } = {},
): Promise<TestApp> {
  const databaseUrl = options.config?.databaseUrl ?? testDatabaseUrl();
  suiteCounter += 1;
  const ownsSchema = options.sameDatabaseAs === undefined;
  const schema =
    options.sameDatabaseAs?.schema ?? `${TEST_SCHEMA_PREFIX}${process.pid}_${Date.now().toString(36)}_${suiteCounter}`;
  const contentDir = options.contentDir ?? FIXTURE_CONTENT_DIR;
  const mediaDir = path.join(contentDir, 'media');
  const importContent = (folder: string) =>
    importContentFiles({ databaseUrl, schema, contentDir: folder, mediaDir: path.join(folder, 'media') });
  if (ownsSchema) {
    await runMigrations(databaseUrl, schema);
    await importContent(contentDir);
  }

  const config: AppConfig = {
    ...loadAppConfig({ ...process.env, DATABASE_URL: databaseUrl }),
    databaseUrl,
    databaseSchema: schema,
    contentDir,
    mediaDir,
    logLevel: 'silent',
    rateLimit: RATE_LIMITS_OFF,
    ...options.config,
  };
  const mails = new RecordingMailTransport();
  const app = await createApp(config, {
    logDestination: options.logDestination,
    mailTransport: options.mailTransport ?? mails,
  });
  await app.getHttpAdapter().getInstance().ready();

  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), options: `-c search_path=${schema}`, max: 2 });
  return {
    app,
    server: app.getHttpServer(),
    config,
    schema,
    mails,
    query: async <Row>(sql: string, parameters: unknown[] = []) => (await pool.query(sql, parameters)).rows as Row[],
    importContent,
    async importFeed(file, { apply, today = isoDateOf(new Date()) }) {
      const records = await readFeedFile(file);
      const dataSource = new DataSource(dataSourceOptions(databaseUrl, schema));
      await dataSource.initialize();
      try {
        return await importFeed(dataSource, records, { apply, source: path.basename(file), today });
      } finally {
        await dataSource.destroy();
      }
    },
    async close() {
      await app.close();
      if (ownsSchema) await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    },
  };
}

/**
 * A test app on its own copy of the fixture content (`config.contentDir`), which a test may edit and
 * import again, as `npm run import` in another process would: the app listens for content imports.
 */
export async function startTestAppOnContentCopy(): Promise<TestApp> {
  const contentDir = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-content-'));
  await cp(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
  const testApp = await startTestApp({ contentDir, config: { listenForContentImports: true } });
  return {
    ...testApp,
    async close() {
      await testApp.close();
      await rm(contentDir, { recursive: true, force: true });
    },
  };
}
