// Each deployable's built entry, started as its image starts it, with one variable or argument
// missing or malformed: it stops at once with exit code 2 and one line on stderr naming the setting.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './compose';

const SERVICES = { script: 'services/dist/main.js', cwd: 'services', args: [] };
const SHELL = { script: 'shell/dist-server/server/main.js', cwd: '.', args: [] };
const REMOTE = { script: 'packages/serve/dist/remote-server.js', cwd: '.', args: ['--root', 'mfe-tools/dist', '--name', 'mfe-tools'] };

beforeAll(() => {
  // The builds `npm start` makes, when stale; the shell's server alone, without its page.
  const build = `
    import { buildStale } from './scripts/lib/build.mjs';
    await buildStale({ only: ['contracts', 'config', 'routes', 'serve', 'services'] });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', build], { cwd: repositoryRoot, stdio: 'ignore' });
  execFileSync('npm', ['run', 'build:server', '--silent', '-w', 'shell'], { cwd: repositoryRoot, stdio: 'ignore' });
}, 300_000);

function start(entry: { script: string; cwd: string; args: string[] }, environment: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, [path.join(repositoryRoot, entry.script), ...entry.args, ...args], {
    cwd: path.join(repositoryRoot, entry.cwd),
    // Nothing from this machine's environment (a DATABASE_URL, say): only what the case sets.
    env: { PATH: process.env.PATH ?? '', ...environment },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, lines: result.stderr.trim().split('\n') };
}

describe.each([
  ['services', SERVICES, { PORT: '70000' }, 'PORT'],
  ['services', SERVICES, { DATABASE_URL: 'db.internal:5432/gentlebowl' }, 'DATABASE_URL'],
  ['services', SERVICES, { NODE_ENV: 'production' }, 'DATABASE_URL'],
  ['services', SERVICES, { RATE_LIMIT_WRITES_MAX: 'twenty' }, 'RATE_LIMIT_WRITES_MAX'],
  ['services', SERVICES, { TRUSTED_PROXIES: 'the shell' }, 'TRUSTED_PROXIES'],
  ['shell', SHELL, { MFE_TOOLS_URL: 'ftp://cdn.example.com/mf-manifest.json' }, 'MFE_TOOLS_URL'],
  ['shell', SHELL, { API_URL: 'services:3000' }, 'API_URL'],
  ['shell', SHELL, { PORT: '0' }, 'PORT'],
  ['shell', SHELL, { API_TIMEOUT_MS: '10s' }, 'API_TIMEOUT_MS'],
  ['shell', SHELL, { SHELL_TRUSTED_PROXIES: 'my-proxy' }, 'SHELL_TRUSTED_PROXIES'],
  ['shell', SHELL, { SITE_ORIGIN: 'https://www.example.com/blog' }, 'SITE_ORIGIN'],
  ['shell', SHELL, { NODE_ENV: 'production' }, 'SITE_ORIGIN'],
  ['shell', SHELL, { REMOTE_CANARIES_FILE: '/no/such/canaries.json' }, 'REMOTE_CANARIES_FILE'],
  ['a remote', REMOTE, {}, 'PORT'],
  ['a remote', REMOTE, { PORT: '3003x' }, 'PORT'],
  ['a remote', REMOTE, { PORT: '3003', LOG_LEVEL: 'chatty' }, 'LOG_LEVEL'],
])('%s started with %j', (_name, entry, environment, variable) => {
  it(`exits with code 2 and one line naming ${variable}`, () => {
    const { status, stdout, lines } = start(entry, environment);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^[a-z-]+: invalid configuration: .*\\b${variable} (must|is)`));
  });
});

it("names a remote's malformed --port argument, which wins over PORT", () => {
  const { status, lines } = start(REMOTE, { PORT: '3003' }, ['--port', '70000']);
  expect(status).toBe(2);
  expect(lines).toEqual(['serve-remote: invalid configuration: --port must be a port number from 1 to 65535, got "70000"']);
});

it('never prints a malformed DATABASE_URL, which may hold a password', () => {
  const { status, lines } = start(SERVICES, { DATABASE_URL: 'gentlebowl:hunter2@db.internal/gentlebowl' });
  expect(status).toBe(2);
  expect(lines.join('\n')).not.toContain('hunter2');
});
