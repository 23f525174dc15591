import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './paths.mjs';

const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'coverage', '.data', '.cache', 'test-results', 'playwright-report']);

function* filesBelow(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('dist-')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesBelow(full);
    else if (entry.isFile()) yield full;
  }
}

/** A digest of every source file a build reads, plus the lockfile and the shared build settings,
 * so that the same sources always give the same digest on any machine. */
export function sourceHash(inputs) {
  const hash = createHash('sha256');
  const shared = ['package-lock.json', 'tsconfig.base.json', '.swcrc.node', '.swcrc.cjs'];
  for (const file of shared) {
    hash.update(file);
    try {
      hash.update(readFileSync(path.join(repositoryRoot, file)));
    } catch {
      hash.update('missing');
    }
  }
  for (const input of inputs) {
    for (const file of filesBelow(path.join(repositoryRoot, input))) {
      hash.update(path.relative(repositoryRoot, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}
