import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { E2E_PORTS } from './e2e-ports';

export const repositoryRoot = path.resolve(__dirname, '../..');

const launcher = () => import('../../scripts/lib/stack.mjs');

export type RemoteKey = 'content' | 'selector' | 'tools';

export const REMOTE_FOLDERS: Record<RemoteKey, string> = {
  content: 'mfe-content',
  selector: 'mfe-selector',
  tools: 'mfe-tools',
};

const REGISTRY_VARIABLES: Record<RemoteKey, string> = {
  content: 'MFE_CONTENT_URL',
  selector: 'MFE_SELECTOR_URL',
  tools: 'MFE_TOOLS_URL',
};

/** Serves a built folder the way `npm start` serves a remote; its page may load code from
 * `remoteOrigins` too (a page that hosts remotes). */
export async function serveFolder(name: string, port: number, folder: string, remoteOrigins: readonly string[] = []): Promise<ProcessHandle> {
  const { remoteServerProcess, startProcess } = await launcher();
  return startProcess(remoteServerProcess(name, port, folder, remoteOrigins));
}

/** A remote served from a folder of the test's own (a copy of its build), so the test can
 * redeploy or stop it without touching the suite's main site. */
export async function serveRemoteCopy(remote: RemoteKey, port: number): Promise<{ folder: string; server: ProcessHandle }> {
  const folder = await mkdtemp(path.join(tmpdir(), `${REMOTE_FOLDERS[remote]}-deploy-`));
  await cp(path.join(repositoryRoot, REMOTE_FOLDERS[remote], 'dist'), folder, { recursive: true });
  const server = await serveFolder(`${REMOTE_FOLDERS[remote]}-copy`, port, folder);
  return { folder, server };
}

export function restartRemoteServer(remote: RemoteKey, port: number, folder: string): Promise<ProcessHandle> {
  return serveFolder(`${REMOTE_FOLDERS[remote]}-copy`, port, folder);
}

/** A second shell server whose registry points the given remotes at the test's own servers and
 * every other remote at the suite's main site; its /api goes to the suite's API unless `apiPort`
 * names the test's own (a port nothing listens on stands for an API that is down). `env` sets
 * further variables of the shell's server (say, a remote's server manifest). */
export async function startShell(
  port: number,
  ownRemotes: Partial<Record<RemoteKey, number>>,
  { apiPort = E2E_PORTS.api, env = {} }: { apiPort?: number; env?: Record<string, string> } = {},
): Promise<ProcessHandle> {
  const { shellServerProcess, startProcess } = await launcher();
  const registry = Object.fromEntries(
    (Object.keys(REGISTRY_VARIABLES) as RemoteKey[]).map((remote) => [
      REGISTRY_VARIABLES[remote],
      `http://localhost:${ownRemotes[remote] ?? E2E_PORTS[remote]}/mf-manifest.json`,
    ]),
  );
  return startProcess(shellServerProcess(port, apiPort, { ...registry, ...env }));
}

/**
 * Waits for every start to settle, then fails with the first failure: unlike Promise.all, it never
 * returns while a start is still under way, so what did start has been kept and can be stopped.
 */
export async function allStarted(starts: Promise<void>[]): Promise<void> {
  const failure = (await Promise.allSettled(starts)).find((start) => start.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Replaces everything in the served folder with another build, as a deployment would. */
export async function deploy(buildFolder: string, servedFolder: string): Promise<void> {
  await rm(servedFolder, { recursive: true, force: true });
  await cp(buildFolder, servedFolder, { recursive: true });
}

/** A file a build names by its content (`<name>.<hash>.js`, and its map, licence and compressed
 * copies); the group is the hash. */
const CONTENT_HASHED_FILE = /^.+\.([0-9a-f]{10})\.js(?:\.map|\.LICENSE\.txt|\.br|\.gz)?$/;

/**
 * Redeploys the remote served from `servedFolder` as a new build of it: its build id (the
 * `data-build` its pages carry) goes from `build.from` to `build.to` in its browser and server code,
 * every content-hashed file gets a new name, its entries and manifests name the new files, and the
 * old files are gone, as after a release that changed every chunk. This is what a build of the
 * remote does to a page that loaded its old entry, in a second instead of a build.
 */
export async function redeployAsNewBuild(servedFolder: string, build: { from: string; to: string }): Promise<void> {
  const files = (await readdir(servedFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const replacements = new Map<string, string>([[build.from, build.to]]);
  for (const file of files) {
    const hash = CONTENT_HASHED_FILE.exec(path.basename(file))?.[1];
    if (hash) replacements.set(hash, createHash('sha256').update(`${build.to} ${hash}`).digest('hex').slice(0, 10));
  }
  const oldValues = new RegExp([...replacements.keys()].join('|'), 'g');
  const rewritten = (text: string) => text.replace(oldValues, (value) => replacements.get(value) ?? value);
  for (const file of files) {
    // The compressed copies hold the old text: without them the server sends the plain file.
    if (/\.(br|gz)$/.test(file)) {
      await rm(file);
      continue;
    }
    if (/\.(js|json|html|txt)$/.test(file)) await writeFile(file, rewritten(await readFile(file, 'utf8')));
    const renamed = path.join(path.dirname(file), rewritten(path.basename(file)));
    if (renamed !== file) await rename(file, renamed);
  }
}

export interface OwnApi {
  server: ProcessHandle;
  /** Starts the API again after it stopped (its database is kept). */
  restart(): Promise<ProcessHandle>;
}

/** An API of the test's own on an embedded PostgreSQL of its own (on `postgresPort`), so a test
 * can freeze, kill or flood them without touching the suite's site. The database is kept between
 * runs unless `freshDatabase` (a test that needs the catalogue as the site ships it). */
export async function startOwnApi(
  port: number,
  { postgresPort, env = {}, freshDatabase = false }: { postgresPort: number; env?: Record<string, string>; freshDatabase?: boolean },
): Promise<OwnApi> {
  const { apiServerProcess, startProcess } = await launcher();
  const databaseFolder = path.join(repositoryRoot, 'services/.data', `pg-e2e-${postgresPort}`);
  if (freshDatabase) await rm(databaseFolder, { recursive: true, force: true });
  const definition = apiServerProcess(port, {
    EMBEDDED_PG_PORT: String(postgresPort),
    EMBEDDED_PG_DIR: databaseFolder,
    DATABASE_URL: '',
    ...env,
  });
  const own: OwnApi = {
    server: await startProcess(definition),
    restart: async () => {
      own.server = await startProcess(definition);
      return own.server;
    },
  };
  return own;
}
