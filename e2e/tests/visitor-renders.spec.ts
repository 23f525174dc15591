import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { e2ePort } from '../support/e2e-ports';
import { resultsAddress } from '../support/food-selector';
import { allStarted, type OwnApi, repositoryRoot, startOwnApi, startShell } from '../support/own-stack';
import { expect, test } from '../support/test';

// Issue 20: the pages the shell renders ask the API in the visitor's name, so one visitor's flood
// of results links spends their own recommendations budget, not everyone's; behind a front proxy
// each visitor is still one address; renders are bounded (cache key, concurrency) and never build
// a URL from the Host a client wrote. Each visitor is a loopback address of its own.

const API_PORT = e2ePort(13700);
const POSTGRES_PORT = e2ePort(15933);
const SHELL_PORT = e2ePort(18780);
const PROXIED_SHELL_PORT = e2ePort(18781);
/** A shell whose API accepts connections and never answers, so every render runs to its budget. */
const SLOW_SHELL_PORT = e2ePort(18783);
const SILENT_API_PORT = e2ePort(13701);
/** The slow shell's processes: each renders four pages at once and keeps sixteen waiting. */
const SLOW_SHELL_WORKERS = 2;
const SITE = `http://localhost:${SHELL_PORT}`;
const PROXIED_SITE = `http://localhost:${PROXIED_SHELL_PORT}`;
/** The API's default budget is 120 recommendations per visitor in 10 minutes. */
const RESULTS_LINKS_OF_ONE_VISITOR = 130;
const WRITES_PER_VISITOR = 3;
/** The front proxy: the only address the proxied shell believes X-Forwarded-For from. */
const FRONT_PROXY = '127.0.0.5';

let api: OwnApi | undefined;
let shell: ProcessHandle | undefined;
let proxiedShell: ProcessHandle | undefined;
let slowShell: ProcessHandle | undefined;
let silentApi: Server | undefined;
const silentConnections: Socket[] = [];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  api = await startOwnApi(API_PORT, {
    postgresPort: POSTGRES_PORT,
    // The shell is the API's only trusted peer (it reaches the API from 127.0.0.1); the front
    // proxy is not, as in production where the API trusts the backend network alone.
    env: { RATE_LIMIT_WRITES_MAX: String(WRITES_PER_VISITOR), CORS_ORIGINS: `${SITE},${PROXIED_SITE}`, TRUSTED_PROXIES: '127.0.0.1' },
  });
  silentApi = createServer((socket) => silentConnections.push(socket));
  await new Promise<void>((resolve) => silentApi?.listen(SILENT_API_PORT, '127.0.0.1', resolve));
  // Each is kept as soon as it runs, so that afterAll stops it even when another failed to start.
  await allStarted([
    // One process, so one page cache: the cache tests below ask it twice for one page.
    startShell(SHELL_PORT, {}, { apiPort: API_PORT, env: { SHELL_WORKERS: '1' } }).then((started) => {
      shell = started;
    }),
    startShell(PROXIED_SHELL_PORT, {}, { apiPort: API_PORT, env: { SHELL_TRUSTED_PROXIES: FRONT_PROXY } }).then((started) => {
      proxiedShell = started;
    }),
    startShell(SLOW_SHELL_PORT, {}, { apiPort: SILENT_API_PORT, env: { SHELL_WORKERS: String(SLOW_SHELL_WORKERS) } }).then(
      (started) => {
        slowShell = started;
      },
    ),
  ]);
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), proxiedShell?.stop(), slowShell?.stop(), api?.server.stop()]);
  for (const connection of silentConnections) connection.destroy();
  await new Promise((resolve) => silentApi?.close(resolve));
});

/** A loopback address of its own for each visitor and run, so counters an earlier run left in
 * the database never meet this one. */
const newVisitor = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A results link of a medium adult beagle of `weight` lb with gas, any budget: its first food is a top pick. */
const resultsLink = (weight: number) => resultsAddress({ weight, foodTypes: ['dry'], budget: 'over-200' });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to a shell from `visitor`'s own connection, as a browser without JavaScript sees it. */
function visit(site: string, address: string, visitor: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${site}${address}`, { method, localAddress: visitor, agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const showsTopPick = (answer: Answer) => answer.body.includes('>Top Pick<');
const showsNotLoaded = (answer: Answer) => answer.body.includes('Recommendations not loaded');

test.describe('results links rendered on the server', () => {
  const flooder = newVisitor();

  test("one visitor's 130 results links spend their own budget: the next visitor's results still show a Top Pick", async () => {
    let notLoaded = 0;
    for (let link = 0; link < RESULTS_LINKS_OF_ONE_VISITOR; link += 1) {
      const answer = await visit(SITE, resultsLink(20 + link), flooder);
      expect(answer.status).toBe(200);
      if (showsNotLoaded(answer)) notLoaded += 1;
    }
    // The flooder met their own limit (the API counted them, not the shell)...
    expect(notLoaded).toBeGreaterThanOrEqual(RESULTS_LINKS_OF_ONE_VISITOR - 120);

    // ...and another visitor's results link renders with its results.
    const other = await visit(SITE, resultsLink(15), newVisitor());
    expect(other.status).toBe(200);
    expect(showsTopPick(other)).toBe(true);
    expect(showsNotLoaded(other)).toBe(false);
  });

  test('a render that met a 429 is not served from the cache to the next visitor', async () => {
    const refused = await visit(SITE, resultsLink(200), flooder);
    expect(showsNotLoaded(refused)).toBe(true);
    expect(refused.body).toContain('Too many requests');

    const next = await visit(SITE, resultsLink(200), newVisitor());
    expect(showsTopPick(next)).toBe(true);
    expect(next.body).not.toContain('Too many requests');
  });

  test('extra query parameters hit the same cache entry', async () => {
    // As browsers ask for pages: the copy everyone gets, with its ETag.
    const asBrowser = { headers: { 'sec-fetch-site': 'none' } };
    const first = await visit(SITE, resultsLink(210), newVisitor(), asBrowser);
    expect(showsTopPick(first)).toBe(true);
    // The flooder has no budget left: only the cached page can show them results.
    const tagged = await visit(SITE, `${resultsLink(210)}&utm_source=newsletter&cachebuster=${Math.random()}`, flooder, asBrowser);
    expect(showsTopPick(tagged)).toBe(true);
    expect(tagged.headers.etag).toBe(first.headers.etag);
  });

  test('with more renders asked for than the shell takes on at once, every page still answers 200', async () => {
    // Each process renders four at once and keeps sixteen waiting; every render here lasts its whole budget.
    const admitted = SLOW_SHELL_WORKERS * (4 + 16);
    const slowSite = `http://localhost:${SLOW_SHELL_PORT}`;
    // The selector's server code is loaded once, before the rush.
    expect((await visit(slowSite, '/food-selector', newVisitor())).body).toContain('Find the Best Dog Food for a Sensitive Stomach');
    const answers = await Promise.all(
      Array.from({ length: admitted + 20 }, (_, index) => visit(slowSite, resultsLink(100 + index), newVisitor())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Those beyond the cap are the bare page frame, for the browser to render; the others were
    // rendered on the server (their results still loading, as the API never answered).
    const rendered = answers.filter((answer) => answer.body.includes('Find the Best Dog Food for a Sensitive Stomach'));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThanOrEqual(admitted);
    // The frame's HTML is minified (id=root); a rendered page writes the attribute quoted.
    for (const answer of answers) expect(answer.body).toMatch(/<div id="?root"?>/);
  });
});

test.describe('behind a front proxy', () => {
  /** A newsletter sign-up as the front proxy forwards it for `visitor`. */
  const signUpThroughProxy = async (visitor: string) =>
    (
      await visit(PROXIED_SITE, '/api/newsletter-subscribe', FRONT_PROXY, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PROXIED_SITE, 'x-forwarded-for': visitor },
        body: JSON.stringify({ email: `visitor-${Math.random().toString(36).slice(2)}@example.com` }),
      })
    ).status;

  test('two visitors have separate rate-limit buckets', async () => {
    const first = newVisitor();
    const second = newVisitor();
    for (let attempt = 1; attempt <= WRITES_PER_VISITOR; attempt += 1) expect(await signUpThroughProxy(first)).toBe(200);
    expect(await signUpThroughProxy(first)).toBe(429);
    expect(await signUpThroughProxy(second)).toBe(200);
  });
});

test.describe('a forged Host', () => {
  const forged = { host: 'evil.example' };

  test("never appears in robots.txt, a page's canonical or its structured data", async () => {
    const robots = await visit(SITE, '/robots.txt', newVisitor(), { headers: forged });
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const address of ['/', '/about-us', resultsLink(30)]) {
      const page = await visit(SITE, address, newVisitor(), { headers: forged });
      expect(page.status, address).toBe(200);
      const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(page.body)?.[0];
      expect(canonical, address).toMatch(new RegExp(`href="${SITE}(/|")`));
      expect(page.body, address).toContain('application/ld+json');
      expect(page.body, address).not.toContain('evil.example');
    }
  });
});

test('in production the shell refuses to start without SITE_ORIGIN', () => {
  const started = spawnSync(process.execPath, [path.join(repositoryRoot, 'shell/dist-server/server/main.js')], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(e2ePort(18782)) },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(started.status).toBe(2);
  expect(started.stderr).toContain('SITE_ORIGIN is required when NODE_ENV=production');
});
