import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repositoryRoot } from '../support/own-stack';

// `npm start` prints where the site runs and, on Ctrl-C, stops every process it started (the API
// with its embedded PostgreSQL, the shell's server, each remote's server), leaving nothing behind.

const PORTS = { api: 13300, shell: 18380, content: 13301, selector: 13302, tools: 13303 };

/** Every process below `pid`, found through the parent links `ps` reports. */
function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const [child, childParent] of table) {
      if (childParent === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = output.match(pattern);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`the launcher exited (${code}) before printing ${pattern}`)));
  });
}

test('npm start prints the address and Ctrl-C stops every process it started', async () => {
  test.setTimeout(180_000);
  const launcher = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      API_PORT: String(PORTS.api),
      SHELL_PORT: String(PORTS.shell),
      CONTENT_PORT: String(PORTS.content),
      SELECTOR_PORT: String(PORTS.selector),
      TOOLS_PORT: String(PORTS.tools),
      EMBEDDED_PG_PORT: '15533',
      EMBEDDED_PG_DIR: path.join(repositoryRoot, 'services/.data/pg-launcher-test'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
  try {
    const line = await waitForOutput(launcher, /The site is running at http:\/\/localhost:\d+/);
    expect(line).toBe(`The site is running at http://localhost:${PORTS.shell}`);
    expect((await fetch(`http://localhost:${PORTS.shell}/api/health`)).status).toBe(200);

    const started = descendantsOf(launcher.pid as number);
    // The API, its PostgreSQL, the shell's server and one server per remote at the least.
    expect(started.length).toBeGreaterThanOrEqual(6);

    launcher.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect.poll(() => started.filter(isAlive), { timeout: 15_000 }).toEqual([]);
    await expect(fetch(`http://localhost:${PORTS.shell}/healthz`)).rejects.toThrow();
  } finally {
    if (launcher.exitCode === null) launcher.kill('SIGKILL');
  }
});
