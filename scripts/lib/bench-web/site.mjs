// The whole site, started by the same launcher as `npm start` (scripts/start.mjs) on the bench's
// own ports and embedded database, so it never collides with a site already running or with the
// browser suite's copy (e2e/support/e2e-ports.ts); and a second shell server beside it that
// renders every request (PAGE_CACHE_TTL_MS=0), for the uncached measurements.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../paths.mjs';
import { stackProcesses } from '../stack.mjs';

const offset = Number(process.env.BENCH_WEB_PORT_OFFSET ?? 0);

/** The bench's ports, moved together by BENCH_WEB_PORT_OFFSET (a second checkout on one machine). */
export const BENCH_PORTS = {
  shell: 18780 + offset,
  snapshot: 18781 + offset,
  /** The shell server without a page cache. */
  uncachedShell: 18782 + offset,
  api: 13780 + offset,
  content: 13781 + offset,
  selector: 13782 + offset,
  tools: 13783 + offset,
  database: 15780 + offset,
  /** The launcher's local mailbox (maildev), when SMTP_URL is unset. */
  mailSmtp: 11780 + offset,
  mailWeb: 11781 + offset,
};

const READY_LINE = 'The site is running at';
const START_TIMEOUT_MS = 180_000;
/** The launcher gives each server 10 s to finish its requests; then it is killed. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Starts the launcher on the production builds already in place (`--no-build`). `ready` resolves
 * once it says every process is up, and rejects (quoting its last lines) when it stops or takes too
 * long first. `stop()` sends SIGTERM, on which the launcher stops every process it started, and
 * waits for it to exit; it is safe to call at any time, more than once. `lost` rejects if the
 * launcher exits before `stop()` was called. All output goes to `logFile`.
 */
export function launchSite({ ports = BENCH_PORTS, logFile }) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const launcher = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      SHELL_PORT: String(ports.shell),
      API_PORT: String(ports.api),
      CONTENT_PORT: String(ports.content),
      SELECTOR_PORT: String(ports.selector),
      TOOLS_PORT: String(ports.tools),
      MAIL_SMTP_PORT: String(ports.mailSmtp),
      MAIL_WEB_PORT: String(ports.mailWeb),
      // Always the bench's own embedded database, never a DATABASE_URL from the environment.
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(ports.database),
      EMBEDDED_PG_DIR: path.join(repositoryRoot, 'services/.data/pg-bench-web'),
    },
    // Its own process group: Ctrl-C reaches the bench alone, which then stops the site in order.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => launcher.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)));
  launcher.stdout.pipe(log, { end: false });
  launcher.stderr.pipe(log, { end: false });

  let recent = '';
  const remember = (chunk) => {
    recent = (recent + chunk).slice(-8_000);
  };
  launcher.stdout.on('data', remember);
  launcher.stderr.on('data', remember);
  const failure = (message) =>
    new Error(`${message}; its output is in ${path.relative(repositoryRoot, logFile)}, ending:\n${recent.trim().split('\n').slice(-15).join('\n')}`);

  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(failure(`the site did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    launcher.stdout.on('data', () => {
      if (recent.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(failure(`the launcher stopped (${how})`));
    });
  });
  let stopped;
  /** Rejects when the launcher exits without being asked to (the site crashed, or someone stopped it). */
  const lost = exited.then((how) => {
    if (!stopped) throw failure(`the site stopped in the middle of the bench (launcher: ${how})`);
    return new Promise(() => {});
  });
  // Awaited only while measuring; before the site is up, `ready` says the same.
  lost.catch(() => {});
  ready.catch(() => {});

  return {
    origin: `http://localhost:${ports.shell}`,
    /** Where the shell's page loads the remotes' code and images from. */
    remoteOrigins: [ports.content, ports.selector, ports.tools].map((port) => `http://localhost:${port}`),
    ready,
    lost,
    stop() {
      stopped ??= (async () => {
        if (launcher.exitCode === null && launcher.signalCode === null) {
          launcher.kill('SIGTERM');
          const timer = setTimeout(() => launcher.kill('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        await new Promise((resolve) => log.end(resolve));
      })();
      return stopped;
    },
  };
}

/**
 * A second shell server for the site `launchSite` started, on `ports.uncachedShell`, with the same
 * build, API and remotes but no page cache (PAGE_CACHE_TTL_MS=0): it renders every request for
 * itself, and says so in each page's Server-Timing header. Resolves once it answers /healthz;
 * `stop()` ends it. Its output goes to `logFile`.
 */
export async function launchUncachedShell({ ports = BENCH_PORTS, logFile }) {
  const shell = stackProcesses({ ...ports, shell: ports.uncachedShell }).find(({ name }) => name === 'shell');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(shell.command, shell.args, {
    cwd: repositoryRoot,
    env: { ...process.env, ...shell.env, PAGE_CACHE_TTL_MS: '0' },
    // As the launcher: Ctrl-C reaches the bench alone, which then stops this server.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)));
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await new Promise((resolve) => log.end(resolve));
  };
  const failure = (message) => new Error(`the uncached shell server ${message}; its output is in ${path.relative(repositoryRoot, logFile)}`);

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw failure(`stopped before it was ready (${await exited})`);
    const ready = await fetch(shell.readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw failure(`did not answer ${shell.readyUrl} within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  /** Rejects when it exits before `stop()` was called. */
  const lost = exited.then((how) => {
    if (!stopping) throw failure(`stopped in the middle of the bench (${how})`);
    return new Promise(() => {});
  });
  lost.catch(() => {});
  return { origin: `http://localhost:${ports.uncachedShell}`, lost, stop };
}
