import pg from 'pg';
import { TEST_SCHEMA_PREFIX, testDatabaseUrl } from '../../test/test-database.js';
import { migrations } from './data-source-options.js';
import { runMigrations } from './migrate.js';

describe('runMigrations', () => {
  const schema = `${TEST_SCHEMA_PREFIX}${process.pid}_replicas_${Date.now().toString(36)}`;

  afterAll(async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('lets replicas that start together on an empty database take turns: one migrates, the others find the schema up to date', async () => {
    const results = await Promise.all([1, 2, 3].map(() => runMigrations(testDatabaseUrl(), schema)));

    expect(results.map((result) => result.applied.length).sort()).toEqual([0, 0, migrations.length]);
  });
});
