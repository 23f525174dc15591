import { type ChildProcess, spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { e2ePort } from '../support/e2e-ports';
import { repositoryRoot } from '../support/own-stack';
import { descendantsOf, isAlive } from '../support/processes';
import { expect, test } from '../support/test';

// `npm start` prints where the site runs and, on Ctrl-C, stops every process it started (the API
// with its embedded PostgreSQL, the shell's server, each remote's server), leaving nothing behind.
// A process that crashes is restarted; one that keeps crashing stops the site with a failure.

type Ports = {
  api: number;
  shell: number;
  content: number;
  selector: number;
  tools: number;
  postgres: number;
  mailSmtp: number;
  mailWeb: number;
};

const portsFrom = (base: number): Ports => ({
  api: e2ePort(base),
  shell: e2ePort(base + 5080),
  content: e2ePort(base + 1),
  selector: e2ePort(base + 2),
  tools: e2ePort(base + 3),
  postgres: e2ePort(base + 2233),
  mailSmtp: e2ePort(base - 2270),
  mailWeb: e2ePort(base - 2260),
});

/** The launchers the tests started: what a failed or timed-out test leaves running is stopped after it. */
const launched: { launcher: ChildProcess; exited: Promise<number | null> }[] = [];

test.afterEach(async () => {
  await Promise.all(launched.splice(0).map(({ launcher, exited }) => stopIfRunning(launcher, exited)));
});

/** `npm start` on ports and an embedded database of the test's own, its output collected. */
function startLauncher(ports: Ports, dataFolder: string) {
  const launcher = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      API_PORT: String(ports.api),
      SHELL_PORT: String(ports.shell),
      CONTENT_PORT: String(ports.content),
      SELECTOR_PORT: String(ports.selector),
      TOOLS_PORT: String(ports.tools),
      EMBEDDED_PG_PORT: String(ports.postgres),
      EMBEDDED_PG_DIR: path.join(repositoryRoot, 'services/.data', dataFolder),
      DATABASE_URL: '',
      // Without a relay the launcher runs a local mailbox, here on ports of the test's own.
      SMTP_URL: '',
      MAIL_SMTP_PORT: String(ports.mailSmtp),
      MAIL_WEB_PORT: String(ports.mailWeb),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  launcher.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
  launched.push({ launcher, exited });
  return { launcher, exited, output: () => output };
}

function waitForOutput(child: ChildProcess, output: () => string, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = output().match(pattern);
      if (match) {
        child.stdout?.off('data', check);
        resolve(match[0]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`the launcher exited (${code}) before printing ${pattern}`)));
    check();
  });
}

/**
 * After a failed check, stops the site as Ctrl-C does: killing the launcher alone would leave the
 * processes it started (each in a group of its own) on the test's ports, and the next run would find
 * them there.
 */
async function stopIfRunning(launcher: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (launcher.exitCode !== null || launcher.signalCode !== null) return;
  launcher.kill('SIGINT');
  const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, 30_000).unref());
  await Promise.race([exited, gaveUp]);
  if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGKILL');
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

test('npm start prints the address and Ctrl-C stops every process it started', async () => {
  test.setTimeout(180_000);
  const ports = portsFrom(13300);
  const { launcher, exited, output } = startLauncher(ports, 'pg-launcher-test');
  const line = await waitForOutput(launcher, output, /The site is running at http:\/\/localhost:\d+/);
  expect(line).toBe(`The site is running at http://localhost:${ports.shell}`);
  // The API's health probe on its own port (the site's public /api does not forward it).
  expect((await fetch(`http://localhost:${ports.api}/api/health`)).status).toBe(200);
  // The API answers on the loopback only (the shell's proxy reaches it there), not on the
  // machine's other addresses.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
  if (outside) expect(await answers(`http://${outside}:${ports.api}/api/health`)).toBe(0);
  // The address printed for the local mailbox opens its page.
  const mailbox = output().match(/Mail the site sends \(no SMTP_URL set\) lands in the local mailbox: (\S+)/)?.[1] ?? '';
  expect(mailbox).toBe(`http://localhost:${ports.mailWeb}/index.html`);
  const mailboxPage = await fetch(mailbox);
  expect(mailboxPage.status).toBe(200);
  expect(mailboxPage.headers.get('content-type')).toContain('text/html');
  expect(await answers(`http://localhost:${ports.mailWeb}/api/email`)).toBe(200);

  const started = descendantsOf(launcher.pid as number).map(({ pid }) => pid);
  // The API, its PostgreSQL, the mailbox, the shell's server and one server per remote at the least.
  expect(started.length).toBeGreaterThanOrEqual(7);

  launcher.kill('SIGINT');
  expect(await exited).toBe(0);
  await expect.poll(() => started.filter(isAlive), { timeout: 15_000 }).toEqual([]);
  await expect(fetch(`http://localhost:${ports.shell}/healthz`)).rejects.toThrow();
  await expect(fetch(`http://localhost:${ports.mailWeb}/api/email`)).rejects.toThrow();
});

test('a crashed process is restarted and the site answers again; one that keeps crashing stops the site', async () => {
  test.setTimeout(240_000);
  const ports = portsFrom(13400);
  const site = `http://localhost:${ports.shell}`;
  const { launcher, exited, output } = startLauncher(ports, 'pg-launcher-restart-test');
  const shellServer = () => descendantsOf(launcher.pid as number).find(({ command }) => command.includes('shell/dist-server/server/main.js'));
  await waitForOutput(launcher, output, /The site is running at/);
  const everything = descendantsOf(launcher.pid as number).map(({ pid }) => pid);

  const first = shellServer();
  expect(first).toBeDefined();
  process.kill(first?.pid as number, 'SIGKILL');
  await waitForOutput(launcher, output, /\[launcher\] shell stopped unexpectedly \(SIGKILL\); restarting it in 1 s/);
  await waitForOutput(launcher, output, /\[launcher\] shell is running again\./);
  expect(await answers(`${site}/healthz`)).toBe(200);
  expect(await answers(`${site}/about-us`)).toBe(200);
  expect(await answers(`${site}/api/dog-foods`)).toBe(200);
  expect(shellServer()?.pid).not.toBe(first?.pid);

  // Four more crashes within the minute: the launcher gives up, stops everything and fails.
  for (let crash = 2; crash <= 5; crash += 1) {
    await expect.poll(() => answers(`${site}/healthz`), { timeout: 60_000 }).toBe(200);
    process.kill(shellServer()?.pid as number, 'SIGKILL');
    await waitForOutput(launcher, output, new RegExp(`shell stopped unexpectedly \\(SIGKILL\\)(; restarting it in \\d+ s \\(crash ${crash} of 5| 5 times within a minute)`));
  }
  expect(await exited).toBe(1);
  expect(output()).toContain('shell keeps crashing; stopping the site.');
  await expect.poll(() => everything.filter(isAlive), { timeout: 15_000 }).toEqual([]);
});
