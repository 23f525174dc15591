// Runs the whole site as separate processes, the same topology as docker-compose.yml: the API
// service, the shell's server and one static server per remote.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './paths.mjs';

export const DEFAULT_PORTS = { api: 3000, shell: 8080, content: 3001, selector: 3002, tools: 3003 };

const REMOTES = [
  { key: 'content', name: 'mfe-content', variable: 'MFE_CONTENT_URL' },
  { key: 'selector', name: 'mfe-selector', variable: 'MFE_SELECTOR_URL' },
  { key: 'tools', name: 'mfe-tools', variable: 'MFE_TOOLS_URL' },
];

const SERVE_REMOTE = path.join(repositoryRoot, 'packages/serve/dist/remote-server.js');

export function portsFromEnvironment(environment = process.env) {
  const read = (variable, fallback) => Number(environment[variable] ?? fallback);
  return {
    api: read('API_PORT', DEFAULT_PORTS.api),
    shell: read('SHELL_PORT', DEFAULT_PORTS.shell),
    content: read('CONTENT_PORT', DEFAULT_PORTS.content),
    selector: read('SELECTOR_PORT', DEFAULT_PORTS.selector),
    tools: read('TOOLS_PORT', DEFAULT_PORTS.tools),
  };
}

/** A remote's static server, on its own port, serving the given build folder. */
export function remoteServerProcess(name, port, root) {
  return {
    name,
    command: process.execPath,
    args: [SERVE_REMOTE, '--root', root, '--port', String(port), '--name', name],
    readyUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
  };
}

/** The shell's server, with the remote registry given as MFE_*_URL variables. */
export function shellServerProcess(port, apiPort, registry) {
  return {
    name: 'shell',
    command: process.execPath,
    args: [path.join(repositoryRoot, 'shell/dist-server/server/main.js')],
    env: { PORT: String(port), API_URL: `http://127.0.0.1:${apiPort}`, ...registry },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
  };
}

/** The processes of the site, for the remotes that exist in this checkout. */
export function stackProcesses(ports) {
  const deployed = REMOTES.filter(({ name }) => existsSync(path.join(repositoryRoot, name, 'package.json')));
  const registry = Object.fromEntries(
    REMOTES.map(({ key, name, variable }) => [
      variable,
      deployed.some((remote) => remote.name === name) ? `http://localhost:${ports[key]}/mf-manifest.json` : '',
    ]),
  );
  return [
    {
      name: 'services',
      command: process.execPath,
      args: [path.join(repositoryRoot, 'services/dist/main.js')],
      cwd: path.join(repositoryRoot, 'services'),
      env: {
        PORT: String(ports.api),
        CORS_ORIGINS: [ports.shell, ports.content, ports.selector, ports.tools].map((port) => `http://localhost:${port}`).join(','),
      },
      readyUrl: `http://127.0.0.1:${ports.api}/api/health`,
    },
    ...deployed.map(({ key, name }) => remoteServerProcess(name, ports[key], path.join(repositoryRoot, name, 'dist'))),
    shellServerProcess(ports.shell, ports.api, registry),
  ];
}

function prefixOutput(stream, label, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${label}] ${line}\n`);
  });
}

async function waitUntilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`stopped before it was ready (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not ready at ${url} after ${timeoutMs / 1000} s`);
}

/** A started process that can be stopped gracefully (SIGTERM, then SIGKILL of its whole group). */
export async function startProcess(definition, { readyTimeoutMs = 120_000 } = {}) {
  const child = spawn(definition.command, definition.args, {
    cwd: definition.cwd ?? repositoryRoot,
    env: { ...process.env, ...definition.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  prefixOutput(child.stdout, definition.name, process.stdout);
  prefixOutput(child.stderr, definition.name, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const handle = {
    name: definition.name,
    child,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };

  if (definition.readyUrl) {
    try {
      await waitUntilReady(definition.readyUrl, child, readyTimeoutMs);
    } catch (error) {
      await handle.stop(2_000);
      throw new Error(`${definition.name}: ${error.message}`);
    }
  }
  return handle;
}

/** Starts every process of the site; if one fails, the ones already started are stopped. */
export async function startStack(ports) {
  const handles = [];
  try {
    const [api, ...rest] = stackProcesses(ports);
    // The service migrates and imports content; the static servers start meanwhile.
    const apiStarting = startProcess(api).then((handle) => handles.push(handle));
    const others = rest.map((definition) => startProcess(definition).then((handle) => handles.push(handle)));
    const results = await Promise.allSettled([apiStarting, ...others]);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await Promise.all(handles.map((handle) => handle.stop()));
    throw error;
  }
  return {
    handles,
    stop: () => Promise.all(handles.map((handle) => handle.stop())),
  };
}
