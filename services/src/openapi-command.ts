import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocumentWithoutDatabase } from './create-app.js';

/**
 * `npm run openapi -w services -- <file>`: writes the OpenAPI document the API serves at
 * /api/docs-json to a file (stdout without one), without a database. `npm test` lints it with Spectral.
 */
async function main(): Promise<void> {
  const json = `${JSON.stringify(await openApiDocumentWithoutDatabase(), null, 2)}\n`;
  const file = process.argv[2];
  if (file === undefined) {
    process.stdout.write(json);
    return;
  }
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, json);
}

main().catch((error: unknown) => {
  process.stderr.write(`openapi: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
