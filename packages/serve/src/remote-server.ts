#!/usr/bin/env node
// Serves one remote's build folder (see remote-app.ts) on its own port. A missing or malformed
// setting stops it at once with one line on stderr that names it (exit code 2).
import { loadConfigurationOrExit } from '@gentlebowl/config';
import { buildRemoteServer } from './remote-app';
import { loadRemoteServerConfig } from './remote-config';
import { listen } from './server';

const config = loadConfigurationOrExit('serve-remote', () => loadRemoteServerConfig(process.argv.slice(2), process.env));

void buildRemoteServer(config)
  .then((app) => listen(app, config.port, config.host))
  .catch((error: unknown) => {
    console.error(`serve-remote: ${String(error)}`);
    process.exit(1);
  });
