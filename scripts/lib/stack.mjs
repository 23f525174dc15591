// Runs the whole site as separate processes, the same topology as docker-compose.yml: the API
// service, the shell's server and one static server per remote.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './paths.mjs';

// mailSmtp and mailWeb are maildev's own defaults: the local mailbox's SMTP port and its web page
// (/index.html) and REST API (GET /api/email lists the mails).
export const DEFAULT_PORTS = { api: 3000, shell: 8080, content: 3001, selector: 3002, tools: 3003, mailSmtp: 1025, mailWeb: 1080 };

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
    mailSmtp: read('MAIL_SMTP_PORT', DEFAULT_PORTS.mailSmtp),
    mailWeb: read('MAIL_WEB_PORT', DEFAULT_PORTS.mailWeb),
  };
}

const MAILDEV = path.join(repositoryRoot, 'node_modules/maildev/dist/bin/maildev.js');

/** The local mailbox's web page, where every mail the site sends can be read (when SMTP_URL is unset).
 * maildev 3 serves it at /index.html; its / answers a JSON "Not found". */
export function mailboxAddress(ports) {
  return `http://localhost:${ports.mailWeb}/index.html`;
}

/** The site's mail goes to the relay of SMTP_URL; without one, to a local mailbox (maildev) that
 * keeps every mail for the developer to read and sends none on. */
export function usesLocalMailbox(environment = process.env) {
  return !environment.SMTP_URL?.trim();
}

/** maildev, listening on the loopback only. */
export function mailboxProcess(ports) {
  return {
    name: 'mailbox',
    command: process.execPath,
    args: [MAILDEV, '--smtp', String(ports.mailSmtp), '--web', String(ports.mailWeb), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    readyUrl: `http://127.0.0.1:${ports.mailWeb}/api/healthz`,
  };
}

/** A remote's static server, on its own port, serving the given build folder. `remoteOrigins` are
 * origins the folder's page may load code from besides its own (a page that hosts remotes). */
export function remoteServerProcess(name, port, root, remoteOrigins = []) {
  return {
    name,
    command: process.execPath,
    args: [SERVE_REMOTE, '--root', root, '--port', String(port), '--name', name, ...remoteOrigins.flatMap((origin) => ['--remote-origin', origin])],
    readyUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
  };
}

/** The API service on its own port, with further settings as environment variables. */
export function apiServerProcess(port, env = {}) {
  return {
    name: 'services',
    command: process.execPath,
    args: [path.join(repositoryRoot, 'services/dist/main.js')],
    cwd: path.join(repositoryRoot, 'services'),
    env: { PORT: String(port), ...env },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
  };
}

/**
 * Node's options for the shell's server (its image's CMD passes the same; the ops tests hold them
 * together). A render allocates a page's worth of short-lived strings and elements: a CPU profile of
 * uncached renders under load put 8-9% of the server's time in garbage collection with V8's default
 * young generation (16 MB semi-spaces), where what outlives a scavenge is promoted to the old
 * generation. With 32 MB semi-spaces more of a render's garbage dies young: uncached renders of `/` and `/dog-food/1` at concurrency 20 went from 120-175
 * to 149-182 and from 134 to 153-161 req/s, with p99 from 246-392 to 210-261 ms (alternating
 * runs on one machine), for 30-60 MB more per worker under that load; 64 MB did no better.
 */
export const SHELL_NODE_OPTIONS = ['--max-semi-space-size=32'];

/** The shell's server, with the remote registry given as MFE_*_URL variables. */
export function shellServerProcess(port, apiPort, registry) {
  return {
    name: 'shell',
    command: process.execPath,
    args: [...SHELL_NODE_OPTIONS, path.join(repositoryRoot, 'shell/dist-server/server/main.js')],
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
  const localMailbox = usesLocalMailbox();
  return [
    apiServerProcess(ports.api, {
      CORS_ORIGINS: [ports.shell, ports.content, ports.selector, ports.tools].map((port) => `http://localhost:${port}`).join(','),
      // Links in mails lead to this site.
      SITE_ORIGIN: process.env.SITE_ORIGIN || `http://localhost:${ports.shell}`,
      ...(localMailbox ? { SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}` } : {}),
    }),
    ...(localMailbox ? [mailboxProcess(ports)] : []),
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

/** A process that can be stopped gracefully (SIGTERM, then SIGKILL of its whole group). */
function spawnProcess(definition) {
  const child = spawn(definition.command, definition.args, {
    cwd: definition.cwd ?? repositoryRoot,
    env: { ...process.env, ...definition.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  prefixOutput(child.stdout, definition.name, process.stdout);
  prefixOutput(child.stderr, definition.name, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  return {
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
}

async function waitUntilStarted(definition, handle, readyTimeoutMs) {
  if (!definition.readyUrl) return;
  try {
    await waitUntilReady(definition.readyUrl, handle.child, readyTimeoutMs);
  } catch (error) {
    await handle.stop(2_000);
    throw new Error(`${definition.name}: ${error.message}`);
  }
}

/** Whether something already answers at `url` (a server left running, another copy of the site). */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A started process, resolved once it answers at its readyUrl. Refused when something answers
 * there already: the new process could not listen, and the old one would pass for it.
 */
export async function startProcess(definition, { readyTimeoutMs = 120_000 } = {}) {
  if (definition.readyUrl && (await answers(definition.readyUrl))) {
    throw new Error(
      `${definition.name}: something already answers at ${definition.readyUrl}; stop it (a site or test server still running?) and try again`,
    );
  }
  const handle = spawnProcess(definition);
  await waitUntilStarted(definition, handle, readyTimeoutMs);
  return handle;
}

/** A process that crashes this often within CRASH_WINDOW_MS is not restarted again. */
export const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** Restart delays: 1 s, 2 s, 4 s, 8 s, then 15 s at most. */
const restartDelayMs = (recentCrashes) => Math.min(1_000 * 2 ** (recentCrashes - 1), 15_000);

const launcherLog = (message) => console.log(`[launcher] ${message}`);

/**
 * Keeps a started process running: after a crash it is restarted with growing delays and the
 * launcher says so; when it crashed MAX_CRASHES times within a minute, `onGiveUp` is called.
 */
function supervise(definition, started, onGiveUp) {
  const crashes = [];
  let current = started;
  let stopping = false;
  let pendingRestart;

  const crashed = async (handle) => {
    const code = await handle.exited;
    if (stopping) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    const how = handle.child.signalCode ?? `exit code ${code}`;
    if (crashes.length >= MAX_CRASHES) {
      launcherLog(`${definition.name} stopped unexpectedly (${how}) ${crashes.length} times within a minute; giving up.`);
      onGiveUp(definition.name);
      return;
    }
    const delay = restartDelayMs(crashes.length);
    launcherLog(`${definition.name} stopped unexpectedly (${how}); restarting it in ${delay / 1000} s (crash ${crashes.length} of ${MAX_CRASHES} allowed within a minute).`);
    await new Promise((resolve) => {
      pendingRestart = setTimeout(resolve, delay);
    });
    if (stopping) return;
    current = spawnProcess(definition);
    try {
      await waitUntilStarted(definition, current, 120_000);
      launcherLog(`${definition.name} is running again.`);
    } catch (error) {
      if (!stopping) launcherLog(`could not restart ${error.message}`);
    }
    void crashed(current);
  };
  void crashed(started);

  return {
    name: definition.name,
    get child() {
      return current.child;
    },
    async stop() {
      stopping = true;
      clearTimeout(pendingRestart);
      await current.stop();
    },
  };
}

/**
 * Starts every process of the site and keeps each running (see `supervise`); if one fails to
 * start, the ones already started are stopped. `onGiveUp(name)` is called when a process keeps
 * crashing; the caller then stops the stack.
 */
export async function startStack(ports, { onGiveUp = () => {} } = {}) {
  const started = [];
  try {
    const [api, ...rest] = stackProcesses(ports);
    // The service migrates and imports content; the static servers start meanwhile.
    const results = await Promise.allSettled(
      [api, ...rest].map((definition) => startProcess(definition).then((handle) => started.push({ definition, handle }))),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await Promise.all(started.map(({ handle }) => handle.stop()));
    throw error;
  }
  const supervised = started.map(({ definition, handle }) => supervise(definition, handle, onGiveUp));
  return {
    handles: supervised,
    stop: () => Promise.all(supervised.map((handle) => handle.stop())),
  };
}
