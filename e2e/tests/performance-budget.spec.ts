import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORTS } from '../support/e2e-ports';
import { resultsAddress } from '../support/food-selector';
import { waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// What a first visit to each kind of page may download, compressed, in KB (1,024 bytes). The content
// pages' budget was one figure for every page: 270 KB when set, 224 once React Router was shared
// through @gentlebowl/router (only the parts the site uses), 196 once Redux was bundled into
// @gentlebowl/platform and the form libraries loaded only on pages with a form, and 175 with the
// remote's entry on the shell's federation runtime (its entry 26 KB before, 9 KB since). One figure
// for all pages left the lighter ones room to take on a library unnoticed: the address validator
// (zod, 7.6 KB) rode along on the product and comparison pages that way. So each page has its own
// budget, about 5 KB above what it weighed when set (2026-11-26, in brackets): a real regression
// fails the suite, a small change does not.
const FIRST_VISIT_JS_BUDGETS_KB: readonly { page: string; address: (request: APIRequestContext) => Promise<string>; budgetKb: number }[] = [
  { page: 'a content page', address: async () => '/privacy', budgetKb: 172 }, // [166.8]
  { page: 'a blog post', address: firstPostPath, budgetKb: 172 }, // [166.8]
  // Set 2026-11-27, when its newsletter box became the signup form (17 KB of form libraries and fields).
  { page: 'the blog list (a form)', address: async () => '/blog', budgetKb: 186 }, // [181.1]
  // Re-set 2026-12-07 (issue 44), 96 bytes over its 189 KB, when a form the server refused began to
  // keep what was typed before the scripts took it over (the shared form code).
  { page: 'the home page', address: async () => '/', budgetKb: 194 }, // [189.1]
  { page: 'the contact page (a form)', address: async () => '/contact', budgetKb: 184 }, // [179.1]
  // Set 2026-12-07 (issue 42), when the selector's pages began to say where each figure comes from
  // (the retailer and day of every price, a rating's source, the package a cost is worked out from,
  // a puppy's two weights, the symptoms a food is made for): 5-6 KB each, part of it won back by
  // letting bundles drop the option lists they do not read (contracts' valuesOf, /* @__PURE__ */).
  { page: 'the food selector', address: async () => '/food-selector', budgetKb: 210 }, // [205.1]
  { page: 'a product page', address: async () => '/dog-food/1', budgetKb: 198 }, // [192.7]
  // Set 2026-12-07 (issue 45), when its filters began to fold away on a phone (0.25 KB) and every page
  // took on the shell's band of floating controls and the forms' same-site token (about 2 KB).
  { page: 'the catalogue', address: async () => '/dog-foods', budgetKb: 198 }, // [193.3]
  { page: 'a comparison', address: async () => '/compare?foods=1,2', budgetKb: 193 }, // [187.7]
  { page: 'the tools', address: async () => '/tools', budgetKb: 190 }, // [185.4]
];
const REMOTE_ENTRY_BUDGET_BYTES = 12 * 1024;

/** The first post's address: a post's page once carried a sanitizer as large as React DOM. */
async function firstPostPath(request: APIRequestContext): Promise<string> {
  const [post] = (await (await request.get(`${E2E_BASE_URL}/api/blog-posts`)).json()) as { slug: string }[];
  if (!post) throw new Error('the API lists no blog post');
  return `/blog/${post.slug}`;
}

for (const { page: name, address: pageAddress, budgetKb } of FIRST_VISIT_JS_BUDGETS_KB) {
  test(`a first visit to ${name} stays within its JavaScript budget (${budgetKb} KB)`, async ({ page, request }) => {
    await withConsentDecided(page, true);
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', (response) => {
      const headers = response.headers();
      if ((headers['content-type'] ?? '').includes('javascript')) {
        scripts.push({ url: response.url(), bytes: Number(headers['content-length'] ?? 0) });
      }
    });
    const address = await pageAddress(request);
    // The page as the server renders it: a first render that misses its budget (the remote's server
    // code still loading) is left to the browser, which then fetches more (a post, the sanitizer).
    await expect
      .poll(async () => (await request.get(`${E2E_BASE_URL}${address}`)).headers()['server-timing'] ?? '')
      .not.toContain('partial');
    await page.goto(address);
    // A test about the scripts themselves: everything a first visit downloads has arrived once they
    // have taken the page over and the network has gone quiet.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    expect(scripts.every(({ bytes }) => bytes > 0), 'every script is sent with its compressed length').toBe(true);
    const total = scripts.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(total, scripts.map(({ url, bytes }) => `${bytes} ${url}`).join('\n')).toBeLessThan(budgetKb * 1024);
    const remoteEntry = scripts.find(({ url }) => url.endsWith('/remoteEntry.js'));
    expect(remoteEntry?.bytes).toBeLessThan(REMOTE_ENTRY_BUDGET_BYTES);
  });
}

/** The shared modules only a page with a form needs (packages/ui/src/form/index.ts). */
const FORM_MODULES = ['@gentlebowl/ui/form', 'react-final-form', 'final-form'];

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

const readManifest = async (request: APIRequestContext, origin: string) =>
  (await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;

test('a page without a form downloads no form library, and a page with one loads its remote\'s copy', async ({ page, request }) => {
  // The shell carries none of them, so a page loads the copy of its own remote.
  const shell = await readManifest(request, E2E_BASE_URL);
  expect(shell.shared.map(({ name }) => name).filter((name) => FORM_MODULES.includes(name))).toEqual([]);
  const content = `http://localhost:${E2E_PORTS.content}`;
  const formScripts = (await readManifest(request, content)).shared
    .filter(({ name }) => FORM_MODULES.includes(name))
    .flatMap(({ assets }) => assets.js.sync.map((file) => `${content}/${file}`));
  expect(formScripts.length).toBeGreaterThanOrEqual(FORM_MODULES.length);

  await withConsentDecided(page, true);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await page.goto('/privacy');
  await waitForContentPage(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => formScripts.includes(script))).toEqual([]);

  await page.goto('/contact');
  await waitForContentPage(page);
  await page.waitForLoadState('networkidle');
  expect(formScripts.filter((script) => !scripts.includes(script)), 'form scripts /contact did not load').toEqual([]);
});

test("the shell's startup scripts all download together, preloaded by the page, none found one import at a time", async ({ page }) => {
  await withConsentDecided(page, true);
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === E2E_BASE_URL && !/^\/main\./.test(url.pathname)) {
      shellScripts.push(url.pathname);
    }
  });
  await page.goto('/privacy');
  await waitForContentPage(page);

  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.filter((script) => !/^\/main\./.test(script)).length).toBeGreaterThan(0);
  expect(shellScripts.filter((script) => !preloaded.includes(script)), 'scripts startup fetched that the page did not preload').toEqual([]);
});

/** The scripts (and script preloads) the page has fetched, and when its load event began, in its own clock. */
const scriptsAndLoad = (page: Page) =>
  page.evaluate(() => ({
    loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));

test("a page's scripts wait until it has loaded: not one is fetched while its text, styles and pictures arrive", async ({ page }) => {
  await withConsentDecided(page, true);
  await page.goto('/dog-food/1');
  await waitForHydration(page);
  const { loadEventStart, scripts } = await scriptsAndLoad(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(({ startTime }) => startTime < loadEventStart)).toEqual([]);
});

test("a visitor's first tap starts the page's scripts at once, before a slow picture has let the page finish loading", async ({ page }) => {
  await withConsentDecided(page, true);
  await page.setViewportSize({ width: 412, height: 823 });
  let releasePictures = () => {};
  const picturesHeld = new Promise<void>((resolve) => {
    releasePictures = resolve;
  });
  await page.route('**/api/media/**', async (route) => {
    await picturesHeld;
    await route.continue();
  });
  await page.goto('/dog-food/1', { waitUntil: 'domcontentloaded' });
  const entryRequested = page.waitForRequest(/\/main\.[0-9a-f]+\.js$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await entryRequested;
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  releasePictures();
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('hashed chunks are cached for a year and entry points are revalidated', async ({ request }) => {
  const html = await (await request.get('/privacy')).text();
  // The page's starter names the entry script it starts.
  const mainScript = html.match(/"(\/main\.[0-9a-f]+\.js)"/)?.[1];
  expect(mainScript).toBeDefined();
  expect((await request.get(mainScript ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // As a browser asks for a page (one that says nothing of where its requests come from gets a copy
  // of its own, with its form token: same-site-forms.ts).
  expect((await request.get('/privacy', { headers: { 'sec-fetch-site': 'none' } })).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/registry.json')).headers()['cache-control']).toBe('no-cache');
});

test('a remote serves its manifest and entry uncached and with CORS for the shell', async ({ request }) => {
  const remote = `http://localhost:${E2E_PORTS.content}`;
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const response = await request.get(`${remote}/${file}`, { headers: { Origin: E2E_BASE_URL } });
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
  }
});

// How tall a results page of six foods may be on a phone (412 px wide), the wizard above it and the
// footer included. It was 13,176 px while each card repeated its buy link and the "Check with your
// vet first" box below it (issue 45). Set 2026-12-07 about 2% above what it measured then (in
// brackets; 11,961 before the scripts add the share bar): a card that grows a repeated block again
// fails the suite, a line more here and there does not.
const RESULTS_PHONE = { width: 412, height: 915 };
const RESULTS_PAGE_PHONE_HEIGHT_BUDGET_PX = 12_400; // [12,167]

test(`a results page of six foods is at most ${RESULTS_PAGE_PHONE_HEIGHT_BUDGET_PX.toLocaleString('en-US')} px tall on a phone`, async ({ page }) => {
  await withConsentDecided(page, true);
  await page.setViewportSize(RESULTS_PHONE);
  await page.goto(resultsAddress());
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(RESULTS_PAGE_PHONE_HEIGHT_BUDGET_PX);
});
