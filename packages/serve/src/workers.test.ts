import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { defaultWorkerCount } from './workers';

describe('defaultWorkerCount', () => {
  it('is one process per core, at least one and at most four', () => {
    expect(defaultWorkerCount(1, undefined)).toBe(1);
    expect(defaultWorkerCount(2, 'max 100000\n')).toBe(2);
    expect(defaultWorkerCount(16, undefined)).toBe(4);
  });

  it("counts only the cores a container's CPU limit allows, rounded up", () => {
    expect(defaultWorkerCount(8, '50000 100000\n')).toBe(1);
    expect(defaultWorkerCount(8, '150000 100000\n')).toBe(2);
    expect(defaultWorkerCount(2, '400000 100000\n')).toBe(2);
  });
});

/** The body `urlPath` answers on a connection of its own, so that the primary hands each request
 * to the next worker in turn. */
function bodyOf(port: number, urlPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

/** What a fixture server's workers answer: the pid of the process that served the request. */
const pidServing = async (port: number, urlPath = '/') => Number(await bodyOf(port, urlPath));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('runWorkers, in a process of its own', () => {
  let workDir: string;
  let fixture: string;
  let primary: ChildProcess | undefined;

  beforeAll(async () => {
    // The module and the one it imports, as CommonJS a plain `node` runs; fastify is found through NODE_PATH.
    workDir = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-workers-'));
    for (const name of ['workers', 'server']) {
      const { code } = transformFileSync(path.join(__dirname, `${name}.ts`), {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      });
      await writeFile(path.join(workDir, `${name}.js`), code);
    }
    fixture = path.join(workDir, 'fixture.js');
    await writeFile(
      fixture,
      `
      const { onSiblingWorkerNews, runWorkers, tellSiblingWorkers } = require('./workers.js');
      const { createServer, listen } = require('./server.js');
      runWorkers({ name: 'fixture', count: 2 }, async () => {
        if (process.env.FAIL_TO_START) process.exit(3);
        let heard = 0;
        onSiblingWorkerNews('redeployed', () => { heard += 1; });
        const app = createServer({ name: 'fixture', logLevel: 'silent' });
        app.get('/', async () => String(process.pid));
        app.get('/tell', async () => { tellSiblingWorkers('redeployed'); return String(process.pid); });
        app.get('/heard', async () => JSON.stringify({ pid: process.pid, heard }));
        app.get('/crash', () => process.exit(5));
        await listen(app, 0, '127.0.0.1');
        process.stdout.write('listening ' + app.server.address().port + '\\n');
      });
      `,
    );
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));
  afterEach(() => {
    if (primary?.exitCode === null && primary.signalCode === null) primary.kill('SIGKILL');
  });

  /** Starts the fixture; its port once both workers listen, and its stderr so far. */
  async function startFixture(env: Record<string, string> = {}) {
    const child = spawn(process.execPath, [fixture], {
      cwd: workDir,
      env: { ...process.env, ...env, NODE_PATH: path.resolve(__dirname, '../../../node_modules') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary = child;
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const port = () => Number(/listening (\d+)/.exec(stdout)?.[1]);
    return { child, exited, port, stderr: () => stderr, listeners: () => stdout.match(/listening/g)?.length ?? 0 };
  }

  async function servingPids(port: number) {
    const pids = new Set<number>();
    for (let request = 0; request < 8; request += 1) pids.add(await pidServing(port));
    return pids;
  }

  it('serves from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const server = await startFixture();
    await eventually(() => server.listeners() === 2, 'both workers listen');
    const first = await servingPids(server.port());
    expect(first.size).toBe(2);
    expect(first.has(server.child.pid as number)).toBe(false);

    await pidServing(server.port(), '/crash').catch(() => undefined);
    await eventually(() => server.listeners() === 3, 'a third worker listens');
    const after = await servingPids(server.port());
    expect(after.size).toBe(2);
    expect([...after].filter((pid) => first.has(pid))).toHaveLength(1);
    expect(server.stderr()).toMatch(/fixture: worker \d+ stopped unexpectedly \(exit code 5\); starting another\./);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of after) expect(isAlive(pid)).toBe(false);
  });

  it("passes a worker's news to the other workers, not back to the one that told it", async () => {
    const server = await startFixture();
    await eventually(() => server.listeners() === 2, 'both workers listen');
    const teller = Number(await bodyOf(server.port(), '/tell'));
    const heardBy = new Map<number, number>();
    await eventually(async () => {
      const { pid, heard } = JSON.parse(await bodyOf(server.port(), '/heard')) as { pid: number; heard: number };
      heardBy.set(pid, heard);
      return heardBy.size === 2 && [...heardBy].some(([other, count]) => other !== teller && count === 1);
    }, 'the other worker heard the news');
    expect(heardBy.get(teller)).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops with exit code 1 when a worker cannot start, rather than starting it again and again', async () => {
    const server = await startFixture({ FAIL_TO_START: '1' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('fixture: a worker stopped before it could serve (exit code 3); stopping.');
  });
});
