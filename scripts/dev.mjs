// npm run dev: the API (built once) and every frontend on webpack-dev-server with hot reload,
// on the same ports as npm start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildStale } from './lib/build.mjs';
import { repositoryRoot } from './lib/paths.mjs';
import { runCommand } from './lib/run-command.mjs';
import { DEFAULT_PORTS, mailboxAddress, mailboxProcess, startProcess, usesLocalMailbox } from './lib/stack.mjs';

// The API and the servers' own code are built as for npm start; the frontends are served live.
await buildStale({ only: ['contracts', 'config', 'serve', 'services'] });
// The shell's dev server answers /registry.json with the production server's own code.
await runCommand('shell', 'npm', ['run', 'build:server', '--silent', '-w', 'shell']);

const frontends = [
  { name: 'mfe-content', readyUrl: `http://127.0.0.1:${DEFAULT_PORTS.content}/mf-manifest.json` },
  { name: 'mfe-selector', readyUrl: `http://127.0.0.1:${DEFAULT_PORTS.selector}/mf-manifest.json` },
  { name: 'mfe-tools', readyUrl: `http://127.0.0.1:${DEFAULT_PORTS.tools}/mf-manifest.json` },
  { name: 'shell', readyUrl: `http://127.0.0.1:${DEFAULT_PORTS.shell}/registry.json` },
].filter(({ name }) => existsSync(path.join(repositoryRoot, name, 'package.json')));

const handles = [];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(handles.map((handle) => handle.stop()));
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  // The API's default SMTP_URL is this mailbox (maildev's default ports).
  if (usesLocalMailbox()) handles.push(await startProcess(mailboxProcess(DEFAULT_PORTS)));
  handles.push(
    await startProcess({
      name: 'services',
      command: process.execPath,
      args: [path.join(repositoryRoot, 'services/dist/main.js')],
      cwd: path.join(repositoryRoot, 'services'),
      env: { PORT: String(DEFAULT_PORTS.api) },
      readyUrl: `http://127.0.0.1:${DEFAULT_PORTS.api}/api/health`,
    }),
  );
  const webpackCli = path.join(repositoryRoot, 'node_modules/webpack-cli/bin/cli.js');
  for (const { name, readyUrl } of frontends) {
    handles.push(
      await startProcess(
        {
          name,
          command: process.execPath,
          args: [webpackCli, 'serve', '--config', 'webpack.config.mjs', '--mode', 'development'],
          cwd: path.join(repositoryRoot, name),
          readyUrl,
        },
        { readyTimeoutMs: 180_000 },
      ),
    );
  }
} catch (error) {
  console.error(`Could not start the dev servers: ${error.message}`);
  await stop(1);
}

if (usesLocalMailbox()) console.log(`\nMail the site sends lands in the local mailbox: ${mailboxAddress(DEFAULT_PORTS)}`);
console.log(`\nDevelopment site at http://localhost:${DEFAULT_PORTS.shell} (hot reload; Ctrl-C stops it)\n`);
