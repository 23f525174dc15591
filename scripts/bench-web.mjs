// npm run bench:web: a benchmark, not a test. Builds production bundles, starts the whole site on
// its own ports, and measures each page with Lighthouse against a static snapshot of the same page,
// then each page on a slowed-down phone (first paint, hydration, and an early tap on the mobile
// menu), cached server-rendered
// /privacy under load against the same snapshot, and each page rendered for every request under
// load by a second shell server without a page cache. Prints the figures and the budgets each page
// misses; exits 0 within budget, 1 otherwise (or when it could not measure).
//
//   --runs N          Lighthouse runs per page and per side, and phone runs per page (default 3)
//   --pages /a,/b     these pages instead of the default list
//   --load-seconds S  each load measurement's length (default 10)
//   --skip-build      use the builds already in place
//   --renders-only    only the uncached renders under load (no Lighthouse, phone or cached load):
//                     a quick loop while working on server rendering
//   --phone-only      only the phone runs: a quick loop while working on what the browser runs
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchPhoneBrowser, PHONE } from './lib/bench-web/phone.mjs';
import { killAllChromes, runLighthouse } from './lib/bench-web/lighthouse.mjs';
import { CONNECTIONS, measureLoad } from './lib/bench-web/load-test.mjs';
import { measureRenders, warmUpRenders } from './lib/bench-web/render-load.mjs';
import {
  BUDGET,
  loadTable,
  pageMisses,
  pagesTable,
  phoneMisses,
  phoneTable,
  renderMisses,
  rendersTable,
  summarisePage,
  summarisePhone,
} from './lib/bench-web/report.mjs';
import { BENCH_PORTS, launchSite, launchUncachedShell } from './lib/bench-web/site.mjs';
import { fetchSnapshot, startSnapshotServer } from './lib/bench-web/snapshot.mjs';
import { buildStale } from './lib/build.mjs';
import { repositoryRoot } from './lib/paths.mjs';

const require = createRequire(import.meta.url);

/** The pages of issues 11 and 44; the first blog post is added when the API has one. */
const DEFAULT_PAGES = ['/', '/privacy', '/food-selector', '/tools', '/dog-food/1', '/dog-foods'];
/** The page the cached load test requests. */
const LOAD_PAGE = '/privacy';
const workFolder = path.join(repositoryRoot, '.cache/bench-web');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'load-seconds': { type: 'string', default: '10' },
    'skip-build': { type: 'boolean', default: false },
    'renders-only': { type: 'boolean', default: false },
    'phone-only': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const loadSeconds = Number(options['load-seconds']);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, got ${options.runs}`);
if (!(loadSeconds > 0)) throw new Error(`--load-seconds must be a positive number, got ${options['load-seconds']}`);

const say = (line = '') => process.stdout.write(`${line}\n`);

/** What was started, stopped in reverse order on the way out, Ctrl-C included. */
const cleanups = [];
let tornDown;
const tearDown = () => {
  tornDown ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        process.stderr.write(`bench:web: while stopping: ${error.message}\n`);
      }
    }
  })();
  return tornDown;
};
/** Set on Ctrl-C or SIGTERM: what fails after it (Lighthouse losing its browser) is no news. */
let interruptedExitCode = null;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    interruptedExitCode = code;
    say(`\n${signal}: stopping the site…`);
    void tearDown().then(() => process.exit(code));
  });
}

/** The first blog post's address, or null when the API has none. */
async function firstBlogPost(siteOrigin) {
  const response = await fetch(`${siteOrigin}/api/blog-posts`);
  if (!response.ok) throw new Error(`GET /api/blog-posts answered ${response.status}`);
  const [first] = await response.json();
  return first ? require('@gentlebowl/routes').routeHref('blog-post', { params: { slug: first.slug } }) : null;
}

const describeRun = (run) =>
  run.error && run.score === null ? `not measured (${run.error})` : `score ${run.score ?? '–'}, LCP ${run.lcpMs === null ? '–' : `${(run.lcpMs / 1000).toFixed(2)} s`}`;

/**
 * Each run measures every page and its snapshot back to back, alternating which goes first, so
 * drift of the machine over the bench weighs on both sides alike.
 */
async function measurePages(pages, siteOrigin, snapshotOrigin) {
  const results = new Map(pages.map((pagePath) => [pagePath, { rendered: [], snapshot: [] }]));
  for (let run = 1; run <= runs; run += 1) {
    for (const pagePath of pages) {
      const sides = [
        ['rendered', `${siteOrigin}${pagePath}`],
        ['snapshot', `${snapshotOrigin}${pagePath}`],
      ];
      if (run % 2 === 0) sides.reverse();
      const measured = {};
      for (const [side, url] of sides) measured[side] = await runLighthouse(url);
      results.get(pagePath).rendered.push(measured.rendered);
      results.get(pagePath).snapshot.push(measured.snapshot);
      say(`[lighthouse] run ${run}/${runs} ${pagePath}: page ${describeRun(measured.rendered)}; static ${describeRun(measured.snapshot)}`);
    }
  }
  return {
    tools: results.get(pages[0]).rendered[0].tools,
    summaries: [...results].map(([pagePath, { rendered, snapshot }]) => summarisePage(pagePath, rendered, snapshot)),
  };
}

const describePhoneRun = (hydration, tap) =>
  [
    hydration.error ? `hydration not measured (${hydration.error})` : `first paint ${Math.round(hydration.firstPaintMs)} ms, hydrated ${Math.round(hydration.hydratedMs)} ms`,
    tap.error ? `early tap not measured (${tap.error})` : `early tap opened the menu in ${Math.round(tap.tapToOpenMs)} ms`,
  ].join('; ');

/** Each page loaded `runs` times on the phone to see it hydrate, and as often to tap its menu
 * early, each time in a fresh context. */
async function measurePhone(pages, siteOrigin) {
  const browser = await launchPhoneBrowser();
  cleanups.push(() => browser.close());
  const results = new Map(pages.map((pagePath) => [pagePath, { hydration: [], taps: [] }]));
  for (let run = 1; run <= runs; run += 1) {
    for (const pagePath of pages) {
      const hydration = await browser.measureHydration(`${siteOrigin}${pagePath}`);
      const tap = await browser.measureEarlyTap(`${siteOrigin}${pagePath}`);
      results.get(pagePath).hydration.push(hydration);
      results.get(pagePath).taps.push(tap);
      say(`[phone] run ${run}/${runs} ${pagePath}: ${describePhoneRun(hydration, tap)}`);
    }
  }
  return {
    tools: browser.tools,
    summaries: [...results].map(([pagePath, { hydration, taps }]) => summarisePhone(pagePath, hydration, taps)),
  };
}

async function measureLoadTargets(siteOrigin, snapshotOrigin) {
  const targets = [
    { name: `static snapshot ${LOAD_PAGE}`, url: `${snapshotOrigin}${LOAD_PAGE}` },
    { name: `${LOAD_PAGE} cached`, url: `${siteOrigin}${LOAD_PAGE}` },
  ];
  const measurements = [];
  for (const target of targets) {
    say(`[load] ${target.name}…`);
    measurements.push(await measureLoad(target, loadSeconds));
  }
  return measurements;
}

/** Each page from the shell without a page cache, every response rendered for its request. */
async function measureUncachedRenders(pages, uncachedOrigin) {
  say('[load] warming the uncached server up on every page…');
  await warmUpRenders(pages.map((pagePath) => `${uncachedOrigin}${pagePath}`));
  const measurements = [];
  for (const pagePath of pages) {
    say(`[load] ${pagePath} uncached…`);
    measurements.push(await measureRenders(pagePath, `${uncachedOrigin}${pagePath}`, loadSeconds));
  }
  return measurements;
}

/** Prints the phone runs' table and the budgets each page misses; true when none does. */
function reportPhone(phone) {
  say(
    `\n${phone.tools} on a phone (${PHONE.latencyMs} ms latency, ${PHONE.downloadBitsPerSecond / 1e6} Mbit/s down, ${PHONE.uploadBitsPerSecond / 1e3} kbit/s up, CPU ${PHONE.cpuSlowdown}x slower, a fresh context each run); median of ${runs} run(s), times from the start of navigation for the page, from the tap for the menu:\n`,
  );
  say(phoneTable(phone.summaries));
  say(
    `\nBudget: a tap on the mobile menu button as soon as the page has painted opens the menu within ${BUDGET.maxEarlyTapMs} ms (median of the runs; first paint to hydration is shown, with no budget)`,
  );
  let withinBudget = true;
  for (const page of phone.summaries) {
    const misses = phoneMisses(page);
    if (misses.length > 0) withinBudget = false;
    say(`  ${page.pagePath}: ${misses.length === 0 ? 'within budget' : misses.join('; ')}`);
  }
  return withinBudget;
}

/** Prints the uncached renders' table and the budgets each page misses; true when none does. */
function reportUncachedRenders(uncached) {
  say(
    `\nEach page from a shell server without a page cache (PAGE_CACHE_TTL_MS=0) at ${CONNECTIONS} connections, ${loadSeconds} s each after a warm-up; a response counts as rendered when its Server-Timing header says so:\n`,
  );
  say(rendersTable(uncached));
  say(
    `\nBudget: >= ${BUDGET.minUncachedRate} rendered req/s, p99 <= ${BUDGET.maxUncachedP99Ms} ms, exactly ${BUDGET.rendersPerRequest} render per request (every response rendered, in full)`,
  );
  let withinBudget = true;
  for (const row of uncached) {
    const misses = renderMisses(row);
    if (misses.length > 0) withinBudget = false;
    say(`  ${row.name}: ${misses.length === 0 ? 'within budget' : misses.join('; ')}`);
  }
  return withinBudget;
}

async function main() {
  if (!options['skip-build']) await buildStale();

  say('[bench:web] starting the site…');
  const site = launchSite({ logFile: path.join(workFolder, 'site.log') });
  cleanups.push(() => site.stop());
  await site.ready;
  say(`[bench:web] the site is running at ${site.origin}`);
  const uncachedShell = await launchUncachedShell({ logFile: path.join(workFolder, 'uncached-shell.log') });
  cleanups.push(() => uncachedShell.stop());
  say(`[bench:web] the shell without a page cache is running at ${uncachedShell.origin}`);

  let pages = options.pages?.split(',').map((page) => page.trim()).filter(Boolean);
  if (!pages) {
    const blogPost = await firstBlogPost(site.origin);
    if (!blogPost) say('[bench:web] GET /api/blog-posts lists no post: no blog post is measured.');
    pages = blogPost ? [...DEFAULT_PAGES, blogPost] : DEFAULT_PAGES;
  }

  if (options['renders-only']) {
    const uncached = await Promise.race([measureUncachedRenders(pages, uncachedShell.origin), site.lost, uncachedShell.lost]);
    return reportUncachedRenders(uncached) ? 0 : 1;
  }
  if (options['phone-only']) {
    const phone = await Promise.race([measurePhone(pages, site.origin), site.lost]);
    return reportPhone(phone) ? 0 : 1;
  }

  const snapshots = new Map();
  for (const pagePath of new Set([...pages, LOAD_PAGE])) snapshots.set(pagePath, await fetchSnapshot(`${site.origin}${pagePath}`));
  const snapshotServer = await startSnapshotServer({
    port: BENCH_PORTS.snapshot,
    siteOrigin: site.origin,
    remoteOrigins: site.remoteOrigins,
    folder: path.join(workFolder, 'snapshots'),
    snapshots,
  });
  cleanups.push(() => snapshotServer.close());
  cleanups.push(killAllChromes);

  // Figures from a site that went away are no figures: stop at once.
  const { tools, summaries, phone, load, uncached } = await Promise.race([
    (async () => ({
      ...(await measurePages(pages, site.origin, snapshotServer.origin)),
      phone: await measurePhone(pages, site.origin),
      load: await measureLoadTargets(site.origin, snapshotServer.origin),
      uncached: await measureUncachedRenders(pages, uncachedShell.origin),
    }))(),
    site.lost,
    uncachedShell.lost,
  ]);
  const [staticRate, cached] = load;

  say(`\n${tools}, mobile defaults; median of ${runs} run(s) of each page and of its static snapshot:\n`);
  say(pagesTable(summaries));
  say(
    `\nBudget: score >= ${BUDGET.minScore}, CLS <= ${BUDGET.maxCls}, TBT <= ${BUDGET.maxTbtMs} ms, LCP ratio (page/static, median of paired runs) <= ${BUDGET.maxLcpRatio}`,
  );
  let withinBudget = true;
  for (const page of summaries) {
    const misses = pageMisses(page);
    if (misses.length > 0) withinBudget = false;
    say(`  ${page.pagePath}: ${misses.length === 0 ? 'within budget' : misses.join('; ')}`);
  }

  if (!reportPhone(phone)) withinBudget = false;

  say(`\n${LOAD_PAGE} at ${CONNECTIONS} connections, ${loadSeconds} s each after a warm-up:\n`);
  say(loadTable(load, staticRate.requestsPerSecond));
  const cachedRatio = cached.requestsPerSecond / staticRate.requestsPerSecond;
  const loadWithinBudget = cachedRatio >= BUDGET.minCachedVsStatic;
  say(
    `\nCached ${LOAD_PAGE}: ${cachedRatio.toFixed(3)}x the static snapshot's rate (budget ${BUDGET.minCachedVsStatic}x): ${loadWithinBudget ? 'within budget' : 'OVER BUDGET'}`,
  );
  const failures = load.reduce((sum, row) => sum + row.failures, 0);
  if (failures > 0) say(`${failures} requests failed or answered other than 2xx: the load figures are not trustworthy.`);

  const rendersWithinBudget = reportUncachedRenders(uncached);

  withinBudget = withinBudget && loadWithinBudget && failures === 0 && rendersWithinBudget;
  say(`\n${withinBudget ? 'Within budget.' : 'Over budget.'}`);
  return withinBudget ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (interruptedExitCode === null) process.stderr.write(`bench:web failed: ${error.stack ?? error}\n`);
} finally {
  await tearDown();
}
process.exit(interruptedExitCode ?? exitCode);
