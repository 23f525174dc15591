import { E2E_BASE_URL, E2E_PORTS } from '../support/e2e-ports';
import { waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// What a first visit to a content page may download, compressed. Measured at 270 KB when set, at
// 224 KB once React Router was shared through @gentlebowl/router (only the parts the site uses), and
// at 196 KB once Redux was bundled into @gentlebowl/platform instead of shared whole (208 KB just
// before); the budget leaves a little room and fails the suite on a real regression.
const FIRST_VISIT_JS_BUDGET_BYTES = 205 * 1024;
const REMOTE_ENTRY_BUDGET_BYTES = 32 * 1024;

test('a first visit to a content page stays within the JavaScript budget', async ({ page }) => {
  await withConsentDecided(page, true);
  const scripts: { url: string; bytes: number }[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    if ((headers['content-type'] ?? '').includes('javascript')) {
      scripts.push({ url: response.url(), bytes: Number(headers['content-length'] ?? 0) });
    }
  });
  await page.goto('/privacy');
  await waitForContentPage(page);

  expect(scripts.every(({ bytes }) => bytes > 0), 'every script is sent with its compressed length').toBe(true);
  const total = scripts.reduce((sum, { bytes }) => sum + bytes, 0);
  expect(total, scripts.map(({ url, bytes }) => `${bytes} ${url}`).join('\n')).toBeLessThan(FIRST_VISIT_JS_BUDGET_BYTES);
  const remoteEntry = scripts.find(({ url }) => url.endsWith('/remoteEntry.js'));
  expect(remoteEntry?.bytes).toBeLessThan(REMOTE_ENTRY_BUDGET_BYTES);
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

test('hashed chunks are cached for a year and entry points are revalidated', async ({ request }) => {
  const html = await (await request.get('/privacy')).text();
  const mainScript = html.match(/(?:src|href)="?(\/main\.[0-9a-f]+\.js)/)?.[1];
  expect(mainScript).toBeDefined();
  expect((await request.get(mainScript ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/privacy')).headers()['cache-control']).toBe('no-cache');
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
