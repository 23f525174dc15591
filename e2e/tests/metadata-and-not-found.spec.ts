import { MALFORMED_ADDRESS_MESSAGE } from '@gentlebowl/contracts';
import { E2E_BASE_URL } from '../support/e2e-ports';
import { scrollToOffset, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

const PAGES = [
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/cookies', title: 'Cookie Policy' },
  { path: '/accessibility', title: 'Accessibility Statement' },
  { path: '/sitemap', title: 'Site Map' },
];

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

for (const { path, title } of PAGES) {
  test(`${path} renders from the content remote with its title, canonical link and breadcrumbs`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForContentPage(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Gentle Bowl`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText(title)).toHaveAttribute('aria-current', 'page');
    await expect(breadcrumb.getByRole('link', { name: title })).toHaveCount(0);

    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: E2E_BASE_URL },
        { '@type': 'ListItem', position: 2, name: title, item: `${E2E_BASE_URL}${path}` },
      ],
    });
  });
}

test('the legal pages carry their dates and the affiliate disclosure', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated: December 7, 2026')).toBeVisible();
  await page.goto('/cookies');
  await expect(page.getByText('Last updated: December 7, 2026')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText('Last updated: December 7, 2026')).toBeVisible();
  await expect(page.getByText('As an Amazon Associate we earn from qualifying purchases.').first()).toBeVisible();
  await page.goto('/accessibility');
  await expect(page.getByText('Statement created: May 17, 2025')).toBeVisible();
  await expect(page.getByText(/partially conformant with WCAG 2\.1 level AA/).first()).toBeVisible();
  await expect(page.getByText(/within 5 business days/).first()).toBeVisible();
});

test('the site map groups every page and its links scroll smoothly to the top', async ({ page }) => {
  await page.goto('/sitemap');
  for (const group of ['Main Pages', 'Resources', 'Popular Articles', 'Legal & Info']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  // About the scripts' way to the top: without them a link loads the page at its top at once.
  await waitForHydration(page);
  // Scrolled down to the last group, one of its links in view.
  const lastGroup = page.getByRole('main').getByRole('heading', { level: 2, name: 'Legal & Info' });
  const from = await lastGroup.evaluate((heading) => Math.round(heading.getBoundingClientRect().top + window.scrollY - 120));
  expect(from).toBeGreaterThan(100);
  await scrollToOffset(page, from);
  const target = await page.evaluate(() => {
    const inView = [...document.querySelectorAll('main a')].filter((anchor) => {
      const { top, bottom } = anchor.getBoundingClientRect();
      return top > 80 && bottom < window.innerHeight - 80 && anchor.getAttribute('href') !== '/sitemap';
    });
    return inView.at(-1)?.getAttribute('href') as string;
  });
  const link = page.getByRole('main').locator(`a[href="${target}"]`);
  await page.evaluate(() => {
    const positions: number[] = [];
    Object.assign(window, { positionsOnTheWay: positions });
    window.addEventListener('scroll', () => positions.push(window.scrollY));
  });
  await link.click();
  await expect(page).toHaveURL(target);
  await page.waitForFunction(() => window.scrollY === 0);
  // Seen on its way: the page passed through positions between where it was and the top.
  const onTheWay = await page.evaluate(() => (window as unknown as { positionsOnTheWay: number[] }).positionsOnTheWay);
  expect(onTheWay.some((position) => position > 0 && position < from)).toBe(true);
});

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Gentle Bowl');
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL('/');
});

test('known paths answer 200 from the server and unknown ones 404, from the same route catalogue', async ({ request }) => {
  for (const path of ['/', '/privacy', '/terms/', '/dog-food/12', '/tools', '/blog', '/about-us', '/contact']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const path of ['/nope', '/privacy/extra', '/dog-food', '/dog-food/999999', '/dog-food/abc', '/blog/no-such-post']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // Addresses the API refuses outright name no record either: a slug too long for any post.
  expect((await request.get(`/blog/${'a'.repeat(300)}`)).status()).toBe(404);
  expect((await request.get(`/dog-food/${'9'.repeat(300)}`)).status()).toBe(404);
});

test('an unknown product shows the not-found view and the server answers 404, no soft 404', async ({ page }) => {
  const response = await page.goto('/dog-food/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

for (const path of ['/dog-food/999999', '/blog/no-such-post']) {
  test(`${path}: the browser takes the server's "not found" and does not ask the API again`, async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    expect((await page.goto(path))?.status()).toBe(404);
    // About the scripts: what they ask for once they take the page over.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    expect(apiRequests).toEqual([]);
  });
}

test('/faq is a permanent redirect to the FAQ page, so no old link breaks', async ({ page, request }) => {
  const response = await request.get('/faq', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/sensitive-stomach-faq');
  await page.goto('/faq');
  await expect(page).toHaveURL('/sensitive-stomach-faq');
  const guides = await request.get('/guides', { maxRedirects: 0 });
  expect(guides.status()).toBe(301);
  expect(guides.headers().location).toBe('/dog-food-guides');
});

test('a page answers at one address: a trailing slash or another case is a permanent redirect to it', async ({ page, request }) => {
  const slashed = await request.get('/cookies/', { maxRedirects: 0 });
  expect(slashed.status()).toBe(301);
  expect(slashed.headers().location).toBe('/cookies');
  const shouted = await request.get('/Blog/?topic=Health', { maxRedirects: 0 });
  expect(shouted.status()).toBe(301);
  expect(shouted.headers().location).toBe('/blog?topic=Health');
  await page.goto('/cookies/');
  await expect(page).toHaveURL('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();

  // A post's slug is lower-case words: another case leads to the same post.
  await page.goto('/Blog/Best-Dog-Food-For-Diarrhea');
  await expect(page).toHaveURL('/blog/best-dog-food-for-diarrhea');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
});

test('an address that names no file gets the 404 page with its way back, not a bare error', async ({ page }) => {
  const response = await page.goto('/a%00b');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
});

test('an address with a malformed percent-escape gets 400 saying so, never a 5xx: a page and the API alike', async ({ request }) => {
  for (const address of ['/%zz', '/blog/%', '/food-selector?name=%zz', '/dog-foods?type=%ff']) {
    const response = await request.get(address);
    expect([address, response.status()]).toEqual([address, 400]);
    expect(await response.text()).toBe(MALFORMED_ADDRESS_MESSAGE);
  }
  for (const address of ['/api/dog-foods/catalogue?type=%zz', '/api/dog-foods?a=%', '/api/blog-posts?tag=%G1', '/api/dog-foods/%zz']) {
    const response = await request.get(address);
    expect([address, response.status()]).toEqual([address, 400]);
    expect(await response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MALFORMED_ADDRESS_MESSAGE });
  }
});
