import pg from 'pg';
import { e2ePort } from './e2e-ports';

/** The e2e site's database: the embedded PostgreSQL the launcher starts on the suite's port (see
 * playwright.config.ts and services/src/database/embedded-postgres.ts), unless E2E_DATABASE_URL names
 * another server, exactly as the launcher decides. */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${e2ePort(15433)}/gentlebowl`;

/** Runs one statement on the e2e site's database, on a connection of its own, and returns its rows. */
export async function queryE2eDatabase<Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
