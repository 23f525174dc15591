// The five deployables as the ops tests see them: a folder with a Dockerfile, a compose service and a
// process of the launcher (`npm start`), all of the same name, and the configuration schema the
// deployable reads its environment with.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_DATABASE_VARIABLES, loadAppConfig, servicesEnvironment } from '../services/src/config/app-config';
import { loadRemoteServerConfig, remoteServerEnvironment } from '../packages/serve/src/remote-config';
import { loadShellConfig, shellEnvironment } from '../shell/server/shell-config';
import { repositoryRoot } from './compose';

export interface Deployable {
  name: string;
  /** Every variable the deployable reads: the keys of its configuration schema. */
  variables: string[];
  /** Variables that cannot apply in a container, with the variable whose presence makes it so. */
  inapplicable: { variables: readonly string[]; because: string };
  /** Its configuration from an environment and command-line arguments; throws a ConfigurationError. */
  load(environment: Record<string, string>, args: readonly string[]): unknown;
}

const remote = (name: string): Deployable => ({
  name,
  variables: Object.keys(remoteServerEnvironment.shape),
  inapplicable: { variables: [], because: '' },
  load: (environment, args) => loadRemoteServerConfig(args, environment),
});

export const DEPLOYABLES: Deployable[] = [
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

/** The workspaces that have a Dockerfile of their own. */
export function workspacesWithDockerfile(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.filter((workspace) => existsSync(path.join(repositoryRoot, workspace, 'Dockerfile')));
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
