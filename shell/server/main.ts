// Starts the shell's server (shell-server.ts) with its settings from the environment, in
// SHELL_WORKERS processes sharing the port (rendering is CPU-bound: one process uses one core). A
// missing or malformed variable stops it at once with one line on stderr that names it (exit code 2).
import path from 'node:path';
import { loadConfigurationOrExit } from '@gentlebowl/config';
import { listen, runWorkers } from '@gentlebowl/serve';
import { loadPageRenderer } from './load-renderer';
import { loadShellConfig } from './shell-config';
import { buildShellServer } from './shell-server';

const config = loadConfigurationOrExit('shell', () => loadShellConfig(process.env));

async function start() {
  const app = await buildShellServer({
    ...config,
    createRenderer: (log) =>
      loadPageRenderer(path.resolve(__dirname, '../renderer/renderer.js'), {
        apiOrigin: config.apiUrl.origin,
        budgetMs: config.renderBudgetMs,
        log,
      }),
    root: config.root ?? path.resolve(__dirname, '../../dist'),
  });
  await listen(app, config.port, config.host);
}

runWorkers({ name: 'shell', count: config.workers }, start).catch((error: unknown) => {
  console.error(`shell: could not start: ${String(error)}`);
  process.exit(1);
});
