import { pageRoutes } from '@gentlebowl/routes';
import { E2E_BASE_URL } from '../support/e2e-ports';
import { withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// Pages the next content issue builds. The crawl tolerates a 404 only for these; empty now that
// every page of the spec exists.
const PAGES_STILL_TO_BUILD: readonly string[] = [];

/** Every same-site link on the rendered page: its path with its query, and its fragment if it names a section. */
async function internalLinksOn(page: import('@playwright/test').Page): Promise<{ path: string; section: string }[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  const links: { path: string; section: string }[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== new URL(E2E_BASE_URL).origin) continue;
    links.push({ path: `${url.pathname}${url.search}`, section: decodeURIComponent(url.hash.slice(1)) });
  }
  return links;
}

test('a crawl from / that follows every internal link finds no page that answers 404 and every linked section shown', async ({
  browser,
  page,
  request,
}) => {
  // The food catalogue's lists are crawled too (its pages, each protein and type, their comparisons):
  // the crawl took 165 s alone on a shared 2-core machine, and its section links' checks about two
  // minutes more.
  test.setTimeout(600_000);
  await withConsentDecided(page, true);
  const visited = new Set<string>();
  const queue = ['/'];
  const broken: string[] = [];
  const sectionLinks = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (visited.has(path)) continue;
    visited.add(path);

    const response = await request.get(path);
    if (response.status() === 404 && !PAGES_STILL_TO_BUILD.includes(new URL(path, E2E_BASE_URL).pathname)) {
      broken.push(`${path} (${response.status()})`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;

    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }), `${path} shows the not-found view`).toHaveCount(0);
    for (const { path: link, section } of await internalLinksOn(page)) {
      if (link.startsWith('/api/')) continue;
      if (!visited.has(link)) queue.push(link);
      // Every page's skip link leads to its own main content, which is always shown.
      if (section !== '' && section !== 'main-content') sectionLinks.add(`${link}#${section}`);
    }
  }

  expect(broken, 'internal links that lead nowhere').toEqual([]);
  // A link to a section of a page shows that section as it arrives, before scripts and without them:
  // a section on a tab other than the first needs its tab in the address, which the server sees.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await withoutScripts.newPage();
  for (const link of sectionLinks) {
    await plainPage.goto(link);
    const section = plainPage.locator(`[id="${new URL(link, E2E_BASE_URL).hash.slice(1)}"]`);
    await expect(section, `${link} shows its section without scripts`).toBeVisible();
  }
  await withoutScripts.close();
  // Every page of the spec is reachable by following links from the home page.
  for (const path of ['/blog', '/about-us', '/contact', '/food-selector', '/tools', '/sitemap', '/privacy']) {
    expect(visited.has(path), `${path} is linked from the site`).toBe(true);
  }
});

test('/sitemap.xml lists every page, post and product with last-modified dates, and robots.txt names it', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);

  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, location, lastModified]) => ({ path: new URL(location as string).pathname, lastModified }),
  );
  const paths = entries.map((entry) => entry.path);

  const posts = (await (await request.get('/api/blog-posts')).json()) as { slug: string; publishedAt: string }[];
  const foods = (await (await request.get('/api/dog-foods')).json()) as { id: number }[];
  for (const post of posts) {
    expect(entries).toContainEqual({ path: `/blog/${post.slug}`, lastModified: post.publishedAt });
  }
  for (const food of foods) expect(paths).toContain(`/dog-food/${food.id}`);
  for (const path of ['/', '/blog', '/about-us', '/contact', '/food-selector', '/tools', '/privacy']) {
    expect(paths).toContain(path);
  }
  for (const entry of entries) expect(entry.lastModified, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Pages only a mail's link leads to (the newsletter's, the editors' story review) stay out of it.
  const unlisted = pageRoutes.filter((route) => route.unlisted).map((route) => route.path);
  expect(unlisted).toContain('/owner-stories/review');
  expect(paths.filter((path) => unlisted.includes(path))).toEqual([]);

  // Every address in it is a page the site serves.
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
});
