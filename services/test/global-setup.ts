import Module from 'node:module';
import pg from 'pg';

/**
 * Jest loads the global setup with its transform but without moduleNameMapper, so the `.js` suffixes
 * of the ESM source (which the suites resolve through the mapper) need the same mapping here.
 */
function resolveJsSuffixesToTypeScript(): void {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function resolveFilename(this: unknown, request: string, ...rest: unknown[]) {
    try {
      return resolve.call(this, request, ...rest);
    } catch (error) {
      if (!request.startsWith('.') || !request.endsWith('.js')) throw error;
      return resolve.call(this, `${request.slice(0, -3)}.ts`, ...rest);
    }
  };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Drops schemas left by test runs whose worker process has died (a run that was interrupted). */
async function dropAbandonedSchemas(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE $1 || '%'",
      [prefix],
    );
    for (const { name } of rows) {
      const pid = Number(name.slice(prefix.length).split('_')[0]);
      if (!processIsAlive(pid)) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Tests run against DATABASE_URL when it is set, otherwise against an embedded PostgreSQL of their
 * own (separate port and data folder from the app's, so a running `npm start` is not disturbed).
 */
export default async function globalSetup(): Promise<void> {
  resolveJsSuffixesToTypeScript();
  const { startEmbeddedPostgres } = await import('../src/database/embedded-postgres.js');
  const { TEST_DATABASE_URL_VARIABLE, TEST_SCHEMA_PREFIX } = await import('./test-database.js');
  let url = process.env.DATABASE_URL;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      name: 'pg-test',
      port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 5434),
      database: 'gentlebowl_test',
    });
    (globalThis as { embeddedTestDatabase?: typeof embedded }).embeddedTestDatabase = embedded;
    url = embedded.url;
  }
  process.env[TEST_DATABASE_URL_VARIABLE] = url;
  await dropAbandonedSchemas(url, TEST_SCHEMA_PREFIX);
}
