import type { EmbeddedDatabase } from '../src/database/embedded-postgres.js';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { embeddedTestDatabase?: EmbeddedDatabase }).embeddedTestDatabase?.stop();
}
