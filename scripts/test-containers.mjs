// npm run test:containers: the site as operators run it, in real containers on this machine. Installs
// podman and what it needs (as root, from Debian's archive), builds the local base images where the
// official ones cannot be pulled, builds every image from its Dockerfile, starts docker-compose.yml
// with podman-compose, waits for every health check, and checks through the shell what a visitor and
// an operator would: each remote's pages, a recommendation, a newsletter sign-up whose mail reaches
// the mailbox container, the sitemap; the data kept across a restart of the database's container;
// mfe-tools deployed alone to a new version and rolled back with the shell's container untouched.
// Prints image sizes, build times and each container's memory under a short load, stops everything
// it started (on failure too), and ends with "N passed, N failed".
//
//   --rebuild-base     build the local base images again
//   --keep             leave the site running afterwards (stop it with the command printed)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { measureLoad } from './lib/bench-web/load-test.mjs';
import { LOCAL_BASE_IMAGES, ensureLocalBaseImages } from './lib/containers/base-images.mjs';
import { ComposeProject } from './lib/containers/compose-project.mjs';
import { imageSize, podmanOutput, runLogged } from './lib/containers/podman.mjs';
import { repositoryRoot } from './lib/paths.mjs';

const { values: options } = parseArgs({
  options: {
    'rebuild-base': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

const say = (line = '') => process.stdout.write(`${line}\n`);

/** Ports on the machine, away from `npm start`'s and the test suite's, so both can run beside it. */
const PORTS = { shell: 18080, content: 13001, selector: 13002, tools: 13003, toolsCanary: 13013, mailbox: 11080 };
const SITE = `http://localhost:${PORTS.shell}`;
const MAILBOX = `http://127.0.0.1:${PORTS.mailbox}`;
/** Every request a visitor's browser would send with a page it opens (see bench-web's load test). */
const BROWSER_HEADERS = { 'sec-fetch-site': 'none' };
const PROJECT = 'gentlebowl-containers';
const LOG_FILE = path.join(repositoryRoot, '.cache/test-containers/run.log');
/** The shell's canary file, in a folder of the machine mounted into the shell's container. */
const CANARIES_FILE = 'canaries.json';
/** Fresh visitors the canary check sends: at a 50% share, the chance that all land on one side is
 * 2 in 2^16. */
const CANARY_VISITORS = 16;
/** The build identifiers of the two versions of mfe-tools the deploy check ships (data-build). */
const TOOLS_STABLE = `mfe-tools-stable-${Date.now()}`;
const TOOLS_NEXT = `mfe-tools-next-${Date.now()}`;

const results = { passed: 0, failed: 0 };
const figures = { builds: {}, sizes: {}, memory: {}, load: [] };

/** One check: passes unless it throws; a failure is reported and the run goes on. */
async function check(name, body) {
  try {
    await body();
    results.passed += 1;
    say(`  ✓ ${name}`);
  } catch (error) {
    results.failed += 1;
    say(`  ✗ ${name}\n      ${String(error.message ?? error).split('\n').join('\n      ')}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function get(pathOrUrl, init = {}) {
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${SITE}${pathOrUrl}`;
  const response = await fetch(url, { ...init, headers: { ...BROWSER_HEADERS, ...init.headers }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Polls `probe` until it returns a truthy value, or fails with `what` after `timeoutMs`. */
async function eventually(what, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${last.message})` : ''}`);
    await delay(1_000);
  }
}

/** The build identifier of the mfe-tools code that rendered `html` (its root's data-build). */
const toolsBuildIn = (html) => /data-remote="mfe-tools"[^>]*data-build="([^"]+)"/.exec(html)?.[1];

function installTools() {
  const missing = ['podman', 'podman-compose', 'docker-compose', 'runc', 'debootstrap', 'chromium'].filter((tool) => {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  // Each tool is the Debian package of the same name.
  say(`Installing ${missing.join(', ')} from Debian's archive`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Builds one image the compose files name, from its Dockerfile with its build arguments (plus
 * `extraArgs`), as `docker compose build` would. */
async function buildImage({ service, image, dockerfile, args }, extraArgs = {}) {
  const started = Date.now();
  say(`  building ${image}`);
  await runLogged(`build ${service}`, 'podman', [
    'build', '--format', 'docker', '--file', dockerfile, '--ignorefile', `${dockerfile}.dockerignore`,
    ...Object.entries({ ...args, ...extraArgs }).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]),
    '--tag', image, '.',
  ], { logFile: LOG_FILE });
  figures.builds[image] = (Date.now() - started) / 1000;
  figures.sizes[image] = await imageSize(image);
}

function environmentFor(canariesFolder) {
  return {
    NODE_IMAGE: LOCAL_BASE_IMAGES.node,
    POSTGRES_IMAGE: LOCAL_BASE_IMAGES.postgres,
    MAILDEV_IMAGE: LOCAL_BASE_IMAGES.maildev,
    MAILBOX_PORT: String(PORTS.mailbox),
    SHELL_PORT: String(PORTS.shell),
    CONTENT_PORT: String(PORTS.content),
    SELECTOR_PORT: String(PORTS.selector),
    TOOLS_PORT: String(PORTS.tools),
    MFE_CONTENT_URL: `http://localhost:${PORTS.content}/mf-manifest.json`,
    MFE_SELECTOR_URL: `http://localhost:${PORTS.selector}/mf-manifest.json`,
    MFE_TOOLS_URL: `http://localhost:${PORTS.tools}/mf-manifest.json`,
    // The remotes listen on their published ports, so the shell reaches them there too.
    MFE_CONTENT_SERVER_URL: `http://mfe-content:${PORTS.content}/server/mf-manifest.json`,
    MFE_SELECTOR_SERVER_URL: `http://mfe-selector:${PORTS.selector}/server/mf-manifest.json`,
    MFE_TOOLS_SERVER_URL: `http://mfe-tools:${PORTS.tools}/server/mf-manifest.json`,
    CORS_ORIGINS: [SITE, ...['content', 'selector', 'tools'].map((key) => `http://localhost:${PORTS[key]}`)].join(','),
    SITE_ORIGIN: SITE,
    POSTGRES_PASSWORD: randomBytes(18).toString('base64url'),
    MAIL_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: 'smtp://mailbox:1025',
    MAIL_FROM: 'Gentle Bowl <newsletter@gentlebowl.localhost>',
    CONTACT_INBOX: 'editors@gentlebowl.localhost',
    BACKEND_SUBNET: '10.89.41.0/24',
    // The shell looks at the remotes every 2 s instead of 10, so a deploy shows within the run.
    REMOTE_POLL_INTERVAL_MS: '2000',
    // One render process: the shell's container has half a core.
    SHELL_WORKERS: '1',
    // The canary: mfe-tools' next build beside the stable one, and the shell's canary file.
    TOOLS_CANARY_TAG: 'next',
    TOOLS_CANARY_PORT: String(PORTS.toolsCanary),
    CANARIES_FOLDER: canariesFolder,
    REMOTE_CANARIES_FILE: `/etc/gentle-bowl/${CANARIES_FILE}`,
  };
}

async function checkSite(project) {
  say('\nThe site, through the shell:');
  for (const [page, remote, heading] of [
    ['/', 'mfe-content', 'Gentle Bowl'],
    ['/blog', 'mfe-content', 'Blog'],
    ['/food-selector', 'mfe-selector', 'Food Selector'],
    ['/tools', 'mfe-tools', 'Interactive Nutrition Tools'],
  ]) {
    await check(`${page} is rendered on the server with ${remote}'s page`, async () => {
      const { status, text } = await get(page);
      expect(status === 200, `answered ${status}`);
      expect(text.includes(`data-remote="${remote}"`), `no ${remote} markup in the page`);
      expect(text.includes(heading), `"${heading}" is not on the page`);
    });
  }

  await check('a recommendation: POST /api/recommendations answers foods from the catalogue', async () => {
    const response = await fetch(`${SITE}/api/recommendations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        dogInfo: { dogName: 'Rex', breed: 'beagle', age: 'adult', size: 'medium' },
        symptoms: { symptoms: ['gas'], frequency: 'weekly', duration: '1-3-months', vetDiagnosed: false },
        foodPreferences: { foodTypes: ['dry'], budget: '50-100' },
      }),
    });
    const body = await response.json();
    expect(response.status === 200, `answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
    expect(Array.isArray(body.recommendations) && body.recommendations.length > 0, 'no recommendations');
  });

  const subscriber = `containers-${Date.now()}@example.com`;
  await check("a newsletter sign-up from the home page is stored and its confirmation reaches the mailbox's container", async () => {
    const response = await fetch(`${SITE}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ email: subscriber }),
      redirect: 'manual',
    });
    expect(response.status === 303, `answered ${response.status}`);
    expect(/subscribed=1/.test(response.headers.get('location') ?? ''), `sent to ${response.headers.get('location')}`);
    const mail = await eventually('the confirmation mail', async () => {
      const mails = await (await fetch(`${MAILBOX}/api/email`)).json();
      return mails.find((candidate) => candidate.to.some((recipient) => recipient.address === subscriber));
    }, 30_000);
    expect(mail.subject === 'Please confirm your Gentle Bowl newsletter subscription', `subject "${mail.subject}"`);
  });

  await check('/sitemap.xml lists the pages of every remote', async () => {
    const { status, text } = await get('/sitemap.xml');
    expect(status === 200, `answered ${status}`);
    for (const page of ['/blog', '/food-selector', '/tools', '/dog-foods']) {
      expect(text.includes(`<loc>${SITE}${page}</loc>`), `${page} is not listed`);
    }
  });

  const countSubscribers = async () => {
    const postgres = await project.container('postgres');
    const output = await podmanOutput([
      'exec', postgres.id, 'psql', '--username', 'gentlebowl', '--dbname', 'gentlebowl', '--tuples-only', '--no-align',
      '--command', `SELECT count(*) FROM newsletter_subscriptions WHERE email = '${subscriber}'`,
    ]);
    return Number(output);
  };

  await check("the database's container restarted keeps the data, and the site goes on answering", async () => {
    expect((await countSubscribers()) === 1, 'the subscription is not in the database before the restart');
    const before = await project.container('postgres');
    await podmanOutput(['restart', '--time', '30', before.id]);
    await project.waitHealthy(['postgres'], 60_000);
    expect((await countSubscribers()) === 1, 'the subscription is gone after the restart');
    await eventually('a recommendation after the restart', async () => {
      const response = await fetch(`${SITE}/api/dog-foods`);
      return response.status === 200;
    }, 30_000);
  });
}

async function measureMemory(project) {
  say('\nMemory under a short load (20 connections on /, /tools and /dog-foods, 10 s each):');
  for (const page of ['/', '/tools', '/dog-foods']) {
    const [load, memory] = await Promise.all([
      measureLoad({ name: page, url: `${SITE}${page}` }, 10),
      delay(9_000).then(() => project.memoryBytes()),
    ]);
    figures.load.push(load);
    for (const [container, used] of Object.entries(memory)) figures.memory[container] = Math.max(figures.memory[container] ?? 0, used);
  }
}

/** What the browser's copy of mfe-tools is: a visitor on another remote's page follows the link to
 * /tools, which the browser renders with the mfe-tools code it loads (not the server's markup).
 * `opener` is a browser (a fresh visitor) or a browser context (a visitor with their cookies). */
async function toolsBuildInBrowser(opener) {
  const page = await opener.newPage();
  try {
    await page.goto(`${SITE}/privacy`);
    // A client-side navigation is made by the page's scripts: the shell marks #root once they run.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.locator('a[href="/tools"]').first().click();
    const root = page.locator('[data-remote="mfe-tools"]').first();
    await root.waitFor({ timeout: 30_000 });
    return await root.getAttribute('data-build');
  } finally {
    await page.close();
  }
}

async function checkRemoteDeploy(project) {
  say('\nmfe-tools deployed alone, then rolled back:');
  const shellBefore = await project.container('shell');
  const browser = await launchChromium();
  try {
    await check('the stable mfe-tools serves /tools, on the server and in the browser', async () => {
      expect(toolsBuildIn((await get('/tools')).text) === TOOLS_STABLE, 'the server did not render the stable build');
      expect((await toolsBuildInBrowser(browser)) === TOOLS_STABLE, 'the browser did not run the stable build');
    });
    /** Deploys mfe-tools at `tag` alone, as a team would, and sees `build` served on both sides. */
    const deployTools = async (tag, build) => {
      await project.redeploy('mfe-tools', { TOOLS_TAG: tag });
      await project.waitHealthy(['mfe-tools'], 60_000);
      await eventually(`the server rendering ${build}`, async () => toolsBuildIn((await get('/tools')).text) === build);
      const inBrowser = await toolsBuildInBrowser(browser);
      expect(inBrowser === build, `the browser ran ${inBrowser}`);
    };
    await check('deploying gentlebowl/mfe-tools:next alone serves it on the next pages, on the server and in the browser', () =>
      deployTools('next', TOOLS_NEXT),
    );
    await check('rolling back to the stable tag the same way serves the stable build again', () => deployTools('latest', TOOLS_STABLE));
    await check("the shell's container was left alone: the same container, never restarted", async () => {
      const shellAfter = await project.container('shell');
      expect(shellAfter.id === shellBefore.id, `the shell's container changed: ${shellBefore.id.slice(0, 12)} → ${shellAfter.id.slice(0, 12)}`);
      expect(shellAfter.startedAt === shellBefore.startedAt && shellAfter.restarts === shellBefore.restarts, 'the shell restarted');
    });
  } finally {
    await browser.close();
  }
}

/** Writes the shell's canary file as an operator's editor would: a new file put in place at once. */
async function writeCanaries(folder, canaries) {
  const file = path.join(folder, CANARIES_FILE);
  await writeFile(`${file}.new`, `${JSON.stringify(canaries, null, 2)}\n`, { mode: 0o644 });
  await rename(`${file}.new`, file);
}

/** A page as one visitor gets it: with their version-group cookie when they have one. */
async function visit(visitor, page) {
  const { status, headers, text } = await get(page, { headers: visitor.cookie ? { cookie: visitor.cookie } : {} });
  const group = /gentlebowl-version-group=(\d+)/.exec(headers.get('set-cookie') ?? '')?.[1];
  if (group !== undefined) visitor.cookie = `gentlebowl-version-group=${group}`;
  return { status, serverTiming: headers.get('server-timing') ?? '', build: toolsBuildIn(text) };
}

async function checkCanary(project, canariesFolder) {
  say('\nmfe-tools canary by configuration:');
  const canary = {
    mfe_tools: {
      version: 'next',
      url: `http://localhost:${PORTS.toolsCanary}/mf-manifest.json`,
      serverUrl: `http://mfe-tools-canary:${PORTS.toolsCanary}/server/mf-manifest.json`,
      share: 50,
    },
  };
  const shellBefore = await project.container('shell');
  const visitors = Array.from({ length: CANARY_VISITORS }, () => ({ cookie: undefined }));
  await check(`at 50%, ${CANARY_VISITORS} fresh visitors split between the versions, and each stays on its own page after page`, async () => {
    await writeCanaries(canariesFolder, canary);
    await eventually('the shell naming the canary', async () => (await visit({}, '/tools')).serverTiming.includes('mfe_tools@'), 30_000);
    const seen = { stable: 0, next: 0 };
    for (const visitor of visitors) {
      const first = await visit(visitor, '/tools');
      expect(visitor.cookie, 'no version-group cookie was set');
      const onCanary = Number(visitor.cookie.split('=')[1]) < 50;
      const expected = onCanary ? TOOLS_NEXT : TOOLS_STABLE;
      expect(first.build === expected, `${visitor.cookie}: rendered ${first.build}, expected ${expected}`);
      expect(first.serverTiming.includes(`mfe_tools@${onCanary ? 'next' : 'stable'}`), `${visitor.cookie}: Server-Timing "${first.serverTiming}"`);
      for (const page of ['/tools?tab=transition', '/tools']) {
        const again = await visit(visitor, page);
        expect(again.build === expected, `${visitor.cookie}: ${page} rendered ${again.build} on a later visit`);
      }
      seen[onCanary ? 'next' : 'stable'] += 1;
    }
    expect(seen.stable > 0 && seen.next > 0, `all ${CANARY_VISITORS} visitors got one version: ${JSON.stringify(seen)}`);
    say(`      ${seen.next} on the canary, ${seen.stable} on the stable release`);
  });
  await check('a visitor sees the same version in the browser as on the server', async () => {
    const browser = await launchChromium();
    try {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const context = await browser.newContext();
        await context.newPage().then((page) => page.goto(`${SITE}/privacy`).then(() => page.close()));
        const group = (await context.cookies(SITE)).find((cookie) => cookie.name === 'gentlebowl-version-group');
        expect(group, 'the browser got no version-group cookie');
        const onServer = (await visit({ cookie: `${group.name}=${group.value}` }, '/tools')).build;
        const inBrowser = await toolsBuildInBrowser(context);
        await context.close();
        expect(inBrowser === onServer, `group ${group.value}: the server rendered ${onServer}, the browser ran ${inBrowser}`);
      }
    } finally {
      await browser.close();
    }
  });
  await check('at 0%, every visitor is back on the stable release, without a restart of the shell', async () => {
    await writeCanaries(canariesFolder, { mfe_tools: { ...canary.mfe_tools, share: 0 } });
    await eventually('the shell rolling the canary back', async () => {
      for (const visitor of visitors) if ((await visit(visitor, '/tools')).build !== TOOLS_STABLE) return false;
      return true;
    }, 30_000);
    const shellAfter = await project.container('shell');
    expect(shellAfter.id === shellBefore.id && shellAfter.startedAt === shellBefore.startedAt, 'the shell was restarted');
  });
}

function report() {
  const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  say('\nImages:');
  for (const [image, size] of Object.entries(figures.sizes)) say(`  ${image.padEnd(34)} ${mib(size).padStart(8)}`);
  say('Build times:');
  for (const [name, seconds] of Object.entries(figures.builds)) say(`  ${name.padEnd(34)} ${seconds.toFixed(0).padStart(6)} s`);
  if (figures.load.length > 0) {
    say('Load:');
    for (const { name, requestsPerSecond, p99Ms, failures } of figures.load) {
      say(`  ${name.padEnd(12)} ${requestsPerSecond.toFixed(0).padStart(5)} req/s, p99 ${p99Ms} ms, ${failures} failed`);
    }
    say('Memory, the most seen under that load:');
    for (const [container, used] of Object.entries(figures.memory)) say(`  ${container.padEnd(22)} ${mib(used).padStart(8)}`);
  }
}

async function main() {
  installTools();
  const started = Date.now();
  // Everything the builds and podman-compose print; a failure shows its last lines.
  await mkdir(path.dirname(LOG_FILE), { recursive: true });
  await writeFile(LOG_FILE, '');
  say(`The builds' and podman-compose's output: ${path.relative(repositoryRoot, LOG_FILE)}`);
  say('Local base images (Debian and npm packages):');
  const timings = await ensureLocalBaseImages({ rebuild: options['rebuild-base'], logFile: LOG_FILE });
  for (const [name, seconds] of Object.entries(timings)) figures.builds[`base ${name}`] = seconds;

  const canariesFolder = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-canaries-'));
  // The shell runs as the image's `node` user, which must be able to open the mounted folder.
  await chmod(canariesFolder, 0o755);
  await writeCanaries(canariesFolder, {});
  const project = new ComposeProject({ name: PROJECT, environment: environmentFor(canariesFolder), logFile: LOG_FILE });

  say('The images docker-compose.yml builds:');
  for (const build of await project.builds()) await buildImage(build, build.service === 'mfe-tools' ? { BUILD_ID: TOOLS_STABLE } : {});
  // mfe-tools' next release, tagged as TOOLS_TAG=next names it: the same code built again under
  // another build identifier, which its pages carry, so the checks can tell which release rendered a page.
  const nextTools = (await project.builds({ TOOLS_TAG: 'next' })).find(({ service }) => service === 'mfe-tools');
  await buildImage(nextTools, { BUILD_ID: TOOLS_NEXT });

  const stop = async () => {
    if (options.keep) {
      const resolved = path.relative(repositoryRoot, project.resolvedFile);
      say(`\nLeft running. Stop it with: CONTAINERS_CONF=ops/containers/containers.conf podman-compose --project-name ${PROJECT} --file ${resolved} down --volumes`);
      return;
    }
    say('\nStopping everything the run started');
    await project.down();
  };
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) process.once(signal, () => void stop().then(() => process.exit(code)));
  try {
    await project.down();
    await project.up();
    await check('every container starts and passes its health check', async () => {
      await project.waitHealthy(['postgres', 'services', 'mfe-content', 'mfe-selector', 'mfe-tools', 'mfe-tools-canary', 'shell', 'mailbox'], 240_000);
    });
    await checkSite(project);
    await measureMemory(project);
    await checkRemoteDeploy(project);
    await checkCanary(project, canariesFolder);
  } catch (error) {
    results.failed += 1;
    say(`  ✗ the run stopped: ${error.message}`);
  } finally {
    await stop();
    await rm(canariesFolder, { recursive: true, force: true });
  }
  report();
  say(`\nTook ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  say(`${results.passed} passed, ${results.failed} failed`);
  process.exitCode = results.failed === 0 ? 0 : 1;
}

await main();
