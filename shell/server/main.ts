// Starts the shell's server (shell-server.ts) with its settings from the environment. A missing or
// malformed variable stops it at once with one line on stderr that names it (exit code 2).
import path from 'node:path';
import { listen, loadConfigurationOrExit } from '@gentlebowl/serve';
import { loadShellConfig } from './shell-config';
import { buildShellServer } from './shell-server';

const config = loadConfigurationOrExit('shell', () => loadShellConfig(process.env));

void buildShellServer({ ...config, root: config.root ?? path.resolve(__dirname, '../../dist') })
  .then((app) => listen(app, config.port, config.host))
  .catch((error: unknown) => {
    console.error(`shell: could not start: ${String(error)}`);
    process.exit(1);
  });
