// Starts the shell's server (shell-server.ts) with its settings from the environment, in
// SHELL_WORKERS processes sharing the port (rendering is CPU-bound: one process uses one core). A
// missing or malformed variable stops it at once with one line on stderr that names it (exit code 2).
import path from 'node:path';
import { loadConfigurationOrExit } from '@gentlebowl/config';
import { listen, runWorkers } from '@gentlebowl/serve';
import { loadPageRenderer } from './load-renderer';
import { loadShellConfig } from './shell-config';
import { buildShellServer, CONCURRENT_RENDERS } from './shell-server';
import { workerRenderer } from './worker-renderer';

const config = loadConfigurationOrExit('shell', () => loadShellConfig(process.env));

const RENDERER_BUNDLE = path.resolve(__dirname, '../renderer/renderer.js');

async function start() {
  const rendering = { apiOrigin: config.apiUrl.origin, budgetMs: config.renderBudgetMs };
  const app = await buildShellServer({
    ...config,
    createRenderer: (log) => loadPageRenderer(RENDERER_BUNDLE, { ...rendering, log }),
    // A canary's pages render in a thread of their own (see worker-renderer.ts).
    createVariantRenderer: (log) => workerRenderer({ bundlePath: RENDERER_BUNDLE, ...rendering, concurrentRenders: CONCURRENT_RENDERS, log }),
    root: config.root ?? path.resolve(__dirname, '../../dist'),
  });
  await listen(app, config.port, config.host);
}

runWorkers({ name: 'shell', count: config.workers }, start).catch((error: unknown) => {
  console.error(`shell: could not start: ${String(error)}`);
  process.exit(1);
});
