/** Where the global setup tells test workers which PostgreSQL to use. */
export const TEST_DATABASE_URL_VARIABLE = 'GENTLEBOWL_TEST_DATABASE_URL';

/** Every test schema starts with this, followed by the jest worker's pid. */
export const TEST_SCHEMA_PREFIX = 'gb_test_';

export function testDatabaseUrl(): string {
  const url = process.env[TEST_DATABASE_URL_VARIABLE] ?? process.env.DATABASE_URL;
  if (!url) throw new Error('No test database: run the suites through jest so the global setup starts one');
  return url;
}
