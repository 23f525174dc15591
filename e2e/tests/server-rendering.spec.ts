import type { Page } from '@playwright/test';
import { fillPattern, pageRoutes } from '@gentlebowl/routes';
import { resultsAddress } from '../support/food-selector';
import { withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// Every page arrives as real HTML: readable, titled and described before (and without) any script,
// and the browser then takes it over without re-rendering it differently or fetching its data again.

/** A real record for each pattern route, read from the API. */
async function sampleAddresses(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const posts = (await (await request.get('/api/blog-posts')).json()) as { slug: string }[];
  const foods = (await (await request.get('/api/dog-foods')).json()) as { id: number }[];
  const samples: Record<string, Record<string, string | number>> = {
    'blog-post': { slug: posts[0]?.slug ?? 'missing' },
    'dog-food': { id: foods[0]?.id ?? 1 },
  };
  return pageRoutes.map((route) => fillPattern(route.path, samples[route.id] ?? {}));
}

const UNLISTED_PATHS = new Set(pageRoutes.filter((route) => route.unlisted).map((route) => route.path));

let addresses: string[] = [];
test.beforeAll(async ({ request }) => {
  addresses = await sampleAddresses(request);
  expect(addresses.length).toBeGreaterThan(15);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every route shows its h1 and main text, and its head carries title, description, canonical and JSON-LD', async ({ page }) => {
    test.setTimeout(120_000);
    for (const address of addresses) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, address).toHaveCount(1);
      expect((await heading.textContent())?.trim().length, `${address} h1`).toBeGreaterThan(3);
      await expect(page.getByLabel('Loading page'), `${address} is not left to the browser`).toHaveCount(0);

      const head = page.locator('head');
      expect(await page.title(), address).toMatch(/ \| Gentle Bowl$/);
      await expect(head.locator('meta[name="description"]'), address).toHaveAttribute('content', /.{40,}/);
      if (UNLISTED_PATHS.has(address)) {
        // A page mail links reach (the newsletter's): a short notice, kept out of search engines.
        await expect(head.locator('meta[name="robots"]'), address).toHaveAttribute('content', 'noindex');
        await expect(head.locator('link[rel="canonical"]'), address).toHaveCount(0);
        continue;
      }
      // biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees, not the inline styles' text
      const mainText = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
      expect(mainText.length, `${address} main text`).toBeGreaterThan(300);
      await expect(head.locator('link[rel="canonical"]'), address).toHaveAttribute('href', new RegExp(`${address === '/' ? '' : address}$`));
      const structured = await head.locator('script[type="application/ld+json"]').allTextContents();
      expect(structured.length, `${address} JSON-LD`).toBeGreaterThan(0);
      for (const block of structured) expect(JSON.parse(block)['@context'], address).toBe('https://schema.org');
    }
  });

  test('an unknown product or post answers 404 with the not-found page, and a moved address 301', async ({ page, request }) => {
    for (const address of ['/dog-food/999999', '/blog/no-such-post', '/no-such-page']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.locator('head meta[name="robots"]'), address).toHaveAttribute('content', /noindex/);
    }
    const moved = await request.get('/faq', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/sensitive-stomach-faq');
  });

  test("a results page with the dog's name is the visitor's alone: rendered for each name and kept by no cache", async ({ page }) => {
    // Without the name, the results are everyone's.
    const shared = await page.goto(resultsAddress({ weight: 60 }));
    expect(shared?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('region', { name: 'Recommended foods for your dog' })).toBeVisible();
    for (const name of ['Rex', 'Bella']) {
      const response = await page.goto(`${resultsAddress({ weight: 60 })}&name=${name}`);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('region', { name: `Recommended foods for ${name}` })).toBeVisible();
    }
  });

  test('the page is sent compressed, and the server never sends source maps or build metadata', async ({ request }) => {
    const page = await request.get('/privacy', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(await page.text()).toContain('<h1');
    for (const address of ['/main.js.map', '/mf-manifest-stats.json', '/.build-stamp']) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
  });
});

/** The text of the h1 in a page's HTML, as the browser would read it. */
function headingText(html: string): string {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return inner
    .replace(/<style[\s\S]*?<\/style>|<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? '')
    .trim();
}

/** Console errors and warnings of a page, from its first byte on. */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test.describe('with JavaScript on', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  test('no route logs an error or a hydration warning, and the server-rendered text stays as it was', async ({ page }) => {
    test.setTimeout(180_000);
    for (const address of addresses) {
      const messages = collectConsole(page);
      const response = await page.goto(address);
      const served = await response?.text();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      // Hydrated: the shell's header reacts to the theme switch only once React runs.
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(headingText(served ?? ''), address).toBe((await heading.textContent())?.trim());
      expect(messages, address).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test("the browser keeps the ids the server gave a form's parts: an error's description names a hint that is there", async ({ page }) => {
    // About the scripts taking the page over, so it waits for them: the ids React gives a field's
    // label, hint and error must be the ones in the server's markup.
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const message = page.getByRole('textbox', { name: /^Message/ });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    const describedBy = ((await message.getAttribute('aria-describedby')) ?? '').split(' ');
    expect(describedBy).toHaveLength(2);
    for (const id of describedBy) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    // Read out: the hint first, then the error.
    await expect(message).toHaveAccessibleDescription(/^Tell us about your dog and your question\..+\S/);
  });

  test('the browser takes over a data page without fetching its data again', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // Pictures are files served through /api/media; data is everything else under /api.
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/media/')) apiRequests.push(request.url());
    });
    for (const address of ['/blog', addresses.find((candidate) => candidate.startsWith('/dog-food/')) ?? '/dog-food/1']) {
      await page.goto(address);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    expect(apiRequests).toEqual([]);
  });

  test('the browser takes over a page the server found missing without flashing its loading state', async ({ page }) => {
    const missing = [
      { address: '/dog-food/999999', loading: 'Loading product details' },
      { address: '/blog/no-such-post', loading: 'Loading article' },
    ];
    // Every change to the page is checked for the loading text, from the first byte of HTML on.
    await page.addInitScript((texts: string[]) => {
      const seen = new Set<string>();
      (window as unknown as { loadingSeen: Set<string> }).loadingSeen = seen;
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        for (const loading of texts) if (text.includes(loading)) seen.add(loading);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, missing.map(({ loading }) => loading));
    for (const { address } of missing) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      // About the scripts taking over: RTK Query asks again for the missing record once they have.
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }), address).toBeVisible();
      expect(await page.evaluate(() => [...(window as unknown as { loadingSeen: Set<string> }).loadingSeen]), address).toEqual([]);
    }
  });
});
