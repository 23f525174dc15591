// npm test: type checks, lint, the API's OpenAPI document's linter, the container files' linters, every jest suite, then the Playwright
// suite against production builds served as `npm start` serves them. Ends with one line
// "N passed, N failed" over all of them.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { buildStale } from './lib/build.mjs';
import { repositoryRoot } from './lib/paths.mjs';
import { runCommand } from './lib/run-command.mjs';

const resultsDir = path.join(repositoryRoot, '.cache/test-results');
mkdirSync(resultsDir, { recursive: true });

const tally = { passed: 0, failed: 0 };
const failures = [];

const { workspaces } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'));

async function typecheck() {
  for (const workspace of workspaces) {
    const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, workspace, 'package.json'), 'utf8'));
    if (!manifest.scripts?.typecheck) continue;
    try {
      await runCommand(`typecheck ${workspace}`, 'npm', ['run', 'typecheck', '--silent', '-w', workspace]);
      tally.passed += 1;
    } catch {
      tally.failed += 1;
      failures.push(`typecheck ${workspace}`);
    }
  }
}

/** Biome's rules, including the layer rules (no remote imports another remote or the shell). */
async function lint() {
  try {
    await runCommand('lint', 'npx', ['biome', 'lint', '.']);
    tally.passed += 1;
  } catch {
    tally.failed += 1;
    failures.push('lint');
  }
}

/**
 * The API's OpenAPI document, as /api/docs-json serves it (written without a database by services'
 * `npm run openapi`), against Spectral's OpenAPI rules (.spectral.yaml). A warning fails it too; it
 * counts once.
 */
async function openApiLint() {
  const document = path.join(repositoryRoot, '.cache/openapi/openapi.json');
  try {
    await runCommand('openapi', 'npm', ['run', 'openapi', '--silent', '-w', 'services', '--', document]);
    await runCommand('spectral', 'npx', ['spectral', 'lint', document, '--ruleset', '.spectral.yaml', '--fail-severity=warn']);
    tally.passed += 1;
  } catch {
    tally.failed += 1;
    failures.push('spectral');
  }
}

/** The Dockerfiles docker-compose.yml builds its images from (the remotes share one), from the root. */
function composeDockerfiles() {
  const { services } = parse(readFileSync(path.join(repositoryRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
  const builds = Object.values(services).flatMap(({ build }) => (build ? [build] : []));
  return [...new Set(builds.map(({ context = '.', dockerfile = 'Dockerfile' }) => path.posix.join(context, dockerfile)))];
}

/**
 * docker-compose.yml and its override against the Compose specification's schema and dclint's rules;
 * every Dockerfile compose builds through dockerfilelint (best practices) and dockerfile-utils (each
 * instruction's syntax and flags). Errors fail the run; each linter run counts once.
 */
async function containerLint() {
  const dockerfiles = composeDockerfiles();
  const checks = [
    ['dclint', ['dclint', 'docker-compose.yml', 'docker-compose.override.yml']],
    ['dockerfilelint', ['dockerfilelint', '--config', '.', ...dockerfiles]],
    ...dockerfiles.map((file) => [`dockerfile-utils ${file}`, ['dockerfile-utils', 'lint', file]]),
  ];
  for (const [label, args] of checks) {
    try {
      await runCommand(label, 'npx', args);
      tally.passed += 1;
    } catch {
      tally.failed += 1;
      failures.push(label);
    }
  }
}

async function jestSuites() {
  const output = path.join(resultsDir, 'jest.json');
  try {
    await runCommand('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${output}`]);
  } catch {
    failures.push('jest');
  }
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  } catch {
    tally.failed += 1;
  }
}

async function endToEnd() {
  const output = path.join(resultsDir, 'playwright.json');
  try {
    await buildStale();
  } catch (error) {
    console.error(error.message);
    tally.failed += 1;
    failures.push('build');
    return;
  }
  try {
    await runCommand('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    });
  } catch {
    failures.push('e2e');
  }
  try {
    const { stats } = JSON.parse(readFileSync(output, 'utf8'));
    tally.passed += stats.expected + stats.flaky;
    tally.failed += stats.unexpected;
  } catch {
    tally.failed += 1;
  }
}

const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);

if (wants('typecheck')) await typecheck();
if (wants('lint')) await lint();
if (wants('openapi')) await openApiLint();
if (wants('containers')) await containerLint();
if (wants('unit')) await jestSuites();
if (wants('e2e')) await endToEnd();

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 || failures.length > 0 ? 1 : 0);
