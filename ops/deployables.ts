// The five deployables as the ops tests see them: a folder, a compose service and a process of the
// launcher (`npm start`), all of the same name; the image compose builds for it (its Dockerfile and
// build arguments, as docker-compose.yml states them); and the configuration schema the deployable
// reads its environment with.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { EMBEDDED_DATABASE_VARIABLES, loadAppConfig, servicesEnvironment } from '../services/src/config/app-config';
import { loadRemoteServerConfig, remoteServerEnvironment } from '../packages/serve/src/remote-config';
import { loadShellConfig, shellEnvironment } from '../shell/server/shell-config';
import { buildArguments, readComposeFile, repositoryRoot } from './compose';
import { readDockerfile, type Stage } from './dockerfile';

/** How compose builds an image (docker-compose.yml's `build`), paths relative to the repository. */
export interface ImageBuild {
  dockerfile: string;
  /** The ignore list BuildKit reads for that Dockerfile (`<Dockerfile>.dockerignore`). */
  ignoreFile: string;
  /** The build arguments, with compose's defaults. */
  args: Record<string, string>;
}

export interface Deployable {
  name: string;
  image: ImageBuild;
  /** Every variable the deployable reads: the keys of its configuration schema. */
  variables: string[];
  /** Variables that cannot apply in a container, with the variable whose presence makes it so. */
  inapplicable: { variables: readonly string[]; because: string };
  /** Its configuration from an environment and command-line arguments; throws a ConfigurationError. */
  load(environment: Record<string, string>, args: readonly string[]): unknown;
}

const compose = readComposeFile();

function imageBuild(name: string): ImageBuild {
  const service = compose.services[name];
  if (!service?.build) throw new Error(`docker-compose.yml builds no image for ${name}`);
  const dockerfile = path.posix.join(service.build.context, service.build.dockerfile);
  return { dockerfile, ignoreFile: `${dockerfile}.dockerignore`, args: buildArguments(service, {}) };
}

const remote = (name: string): Omit<Deployable, 'image'> => ({
  name,
  variables: Object.keys(remoteServerEnvironment.shape),
  inapplicable: { variables: [], because: '' },
  load: (environment, args) => loadRemoteServerConfig(args, environment),
});

const deployables: Omit<Deployable, 'image'>[] = [
  {
    name: 'services',
    variables: Object.keys(servicesEnvironment.shape),
    inapplicable: { variables: EMBEDDED_DATABASE_VARIABLES, because: 'DATABASE_URL' },
    load: (environment) => loadAppConfig(environment),
  },
  {
    name: 'shell',
    variables: Object.keys(shellEnvironment.shape),
    inapplicable: { variables: [], because: '' },
    load: (environment) => loadShellConfig(environment),
  },
  remote('mfe-content'),
  remote('mfe-selector'),
  remote('mfe-tools'),
];

export const DEPLOYABLES: Deployable[] = deployables.map((deployable) => ({ ...deployable, image: imageBuild(deployable.name) }));

/** The stages of a deployable's image built with compose's build arguments, or with `args`. */
export function imageStages(deployable: Deployable, args = deployable.image.args): Stage[] {
  return readDockerfile(path.join(repositoryRoot, deployable.image.dockerfile), args);
}

export interface LauncherProcess {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  readyUrl?: string;
}

/** The processes `npm start` runs (scripts/lib/stack.mjs), with its default ports. */
export function launcherProcesses(): LauncherProcess[] {
  const script = `
    import { DEFAULT_PORTS, stackProcesses } from './scripts/lib/stack.mjs';
    process.stdout.write(JSON.stringify(stackProcesses(DEFAULT_PORTS)));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repositoryRoot, encoding: 'utf8' }));
}
