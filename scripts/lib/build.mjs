import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTargets } from './build-targets.mjs';
import { repositoryRoot } from './paths.mjs';
import { precompressFolder } from './precompress.mjs';
import { runCommand } from './run-command.mjs';
import { sourceHash } from './source-hash.mjs';

const STAMP = '.build-stamp';

function isFresh(target, digest) {
  const stamp = path.join(repositoryRoot, target.stampDir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
}

/** Builds every target (or the named ones) whose sources changed since its last successful build.
 * @param {{ force?: boolean, only?: string[] }} options */
export async function buildStale({ force = false, only } = {}) {
  for (const target of buildTargets().filter((candidate) => !only || only.includes(candidate.name))) {
    const digest = sourceHash(target.inputs);
    if (!force && isFresh(target, digest)) {
      console.log(`[build] ${target.name} is up to date`);
      continue;
    }
    const started = Date.now();
    console.log(`[build] building ${target.name}…`);
    // The build's identifier, which a remote's pages carry (data-build): its sources' digest, unless
    // the release names it (BUILD_ID, as a remote's image build takes it).
    await runCommand(target.name, 'npm', ['run', 'build', '--silent', '-w', target.workspace], {
      env: { BUILD_ID: process.env.BUILD_ID || digest.slice(0, 12) },
    });
    const stampDir = path.join(repositoryRoot, target.stampDir);
    if (target.served) await precompressFolder(stampDir);
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(path.join(stampDir, STAMP), digest);
    console.log(`[build] ${target.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
