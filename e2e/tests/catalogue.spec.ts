import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/e2e-ports';
import { scrollToOffset, withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// The food catalogue (/dog-foods) is the way in to every product: it lists every food, page after
// page, its GET form works without scripts, and a crawler following plain links from the home page
// finds every address of the site map.

interface CatalogueFood {
  id: number;
  allergens: string[];
  matchTags: string[];
}

async function everyFood(request: APIRequestContext): Promise<CatalogueFood[]> {
  const response = await request.get('/api/dog-foods');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CatalogueFood[];
}

/** The product ids the cards of this page and of every next page link to, in order. */
async function foodIdsOnEveryPage(page: Page): Promise<number[]> {
  const ids: number[] = [];
  const pages = page.getByRole('navigation', { name: 'Pages of the list' });
  for (let pageNumber = 1; ; pageNumber += 1) {
    const names = page.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(names.first()).toBeVisible();
    for (const href of await names.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      ids.push(Number(href.replace('/dog-food/', '')));
    }
    const next = pages.getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) return ids;
    await next.click();
    // The cards read next are those of the page the list now marks as current.
    await expect(pages.locator('[aria-current="page"]')).toHaveText(String(pageNumber + 1));
  }
}

const holds = (food: CatalogueFood, allergen: string) => food.allergens.includes(allergen) || food.matchTags.includes(allergen);

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test('/dog-foods lists every food of the catalogue across its pages, in the order the API lists them', async ({ page, request }) => {
  const foods = await everyFood(request);
  await page.goto('/dog-foods');
  await expect(page.getByRole('heading', { level: 1, name: 'All Dog Foods' })).toBeVisible();
  expect(await foodIdsOnEveryPage(page)).toEqual(foods.map((food) => food.id));
});

test("the sample catalogue's cards show no stars, a monthly cost band each for the reference dog, and the sample note once", async ({
  page,
}) => {
  await page.goto('/dog-foods');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // No retailer has rated a food of the sample catalogue: no stars anywhere.
  await expect(page.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  const count = await cards.count();
  await expect(cards.getByText(/^Monthly cost: (Under \$50|\$\d+ - \$\d+|Over \$200) \(estimate\)$/)).toHaveCount(count);
  await expect(page.getByText(/^Monthly costs are for a 35 lb adult dog, from the package it would buy/)).toBeVisible();
  await expect(page.getByText('Sample catalogue', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/nobody checked them against a bag or a retailer/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"free from chicken" leaves only foods without chicken, at an address of its own', async ({ page, request }) => {
    const foods = await everyFood(request);
    await page.goto('/dog-foods');
    await page.getByRole('group', { name: 'Free from' }).getByRole('checkbox', { name: 'Chicken' }).check();
    await page.getByRole('button', { name: 'Show foods' }).click();

    await expect(page).toHaveURL(/[?&]free-from=chicken(&|$)/);
    await expect(page.getByRole('checkbox', { name: 'Chicken' })).toBeChecked();
    const shown = await foodIdsOnEveryPage(page);
    const withoutChicken = foods.filter((food) => !holds(food, 'chicken'));
    expect(withoutChicken.length).toBeLessThan(foods.length);
    expect(shown).toEqual(withoutChicken.map((food) => food.id));
  });

  test('on a phone the filters fold away, leaving the list on the first screen, and open to filter it', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/dog-foods');
    const foodType = page.getByRole('combobox', { name: 'Food type' });
    await expect(page.getByRole('heading', { level: 2, name: /^Foods 1 to 12 of \d+$/ })).toBeInViewport();
    await expect(foodType).toBeHidden();

    await page.getByText('Show the filters').click();
    await foodType.selectOption('dry');
    await page.getByRole('button', { name: 'Show foods' }).click();

    // The filtered list opens with the filters that made it in view.
    await expect(page).toHaveURL(/[?&]type=dry(&|$)/);
    await expect(foodType).toBeVisible();
    await expect(foodType).toHaveValue('dry');
  });

  test('on a wide screen the filters stand open, with nothing to unfold', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dog-foods');
    await expect(page.getByRole('combobox', { name: 'Food type' })).toBeVisible();
    await expect(page.getByText('Show the filters')).toBeHidden();
  });
});

test('the filters show the list on screen after the page moves to another: cleared, or back', async ({ page }) => {
  await page.goto('/dog-foods?type=dry&sort=price&free-from=chicken');
  const filters = page.getByRole('form', { name: /filter/i });
  const foodType = filters.getByRole('combobox', { name: 'Food type' });
  const chicken = filters.getByRole('checkbox', { name: 'Chicken' });
  await expect(foodType).toHaveValue('dry');
  await expect(chicken).toBeChecked();

  await page.getByRole('link', { name: 'Clear the filters' }).click();
  await expect(page).toHaveURL(/\/dog-foods\?sort=price$/);
  await expect(foodType).toHaveValue('');
  await expect(chicken).not.toBeChecked();
  await expect(filters.getByRole('combobox', { name: 'Order' })).toHaveValue('price');

  await page.goBack();
  await expect(page).toHaveURL(/type=dry/);
  await expect(foodType).toHaveValue('dry');
  await expect(chicken).toBeChecked();
});

test('another page of the list starts at its top, with the focus on the page and its title read out', async ({ page }) => {
  // About what the scripts do when they change the page in place: a page loaded afresh starts at
  // its top without them.
  await page.goto('/dog-foods');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { beforePageTwo: true }));
  const pages = page.getByRole('navigation', { name: 'Pages of the list' });
  await pages.getByRole('link', { name: 'Next' }).click();

  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
  await expect(page).toHaveTitle(/^All Dog Foods, Page 2 /);
  expect(await page.evaluate(() => 'beforePageTwo' in window)).toBe(true);
  await page.waitForFunction(() => window.scrollY === 0);
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'All Dog Foods, Page 2' })).toHaveText(await page.title());
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`Back from a food's page returns to the same place in the list, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The page's own timers run on the test's clock, so the phone's repeated scrolls to the top
    // after a navigation are all played out before the position is read.
    await page.clock.install();
    await page.goto('/dog-foods');
    // About what the scripts do on Back: without them, Back is the browser's own page load.
    await waitForHydration(page);
    const food = page.getByRole('article').nth(7).getByRole('heading', { level: 3 }).getByRole('link');
    await food.scrollIntoViewIfNeeded();
    await scrollToOffset(page, await page.evaluate(() => Math.round(window.scrollY)));
    const listPosition = await page.evaluate(() => window.scrollY);
    expect(listPosition).toBeGreaterThan(400);

    await food.click();
    await expect(page).toHaveURL(/\/dog-food\/\d+$/);
    await page.clock.runFor(1_000);
    await page.waitForFunction(() => window.scrollY === 0);

    await page.goBack();
    await expect(page).toHaveURL('/dog-foods');
    await page.clock.runFor(1_000);
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, listPosition);
    await expect(food).toBeInViewport();
  });
}

test("a page past the last and a filter value the catalogue does not know answer 404, in the site's frame with a way back", async ({
  page,
  request,
}) => {
  expect((await request.get('/dog-foods?page=2')).status()).toBe(200);

  const pastTheLast = await page.goto('/dog-foods?page=99');
  expect(pastTheLast?.status()).toBe(404);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Gentle Bowl Sensitive Stomach Solutions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'All Dog Foods' })).toBeVisible();
  await expect(page.getByText('This page of the list does not exist')).toBeVisible();
  await expect(page.getByText(/Page 99 is past the last page of these foods: there are \d+ pages/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'browse all dog foods' })).toHaveAttribute('href', '/dog-foods');

  const unknownType = await page.goto('/dog-foods?type=kibble');
  expect(unknownType?.status()).toBe(404);
  await expect(page.getByText(/Unknown type "kibble": use one of dry, wet/)).toBeVisible();
  await page.getByRole('link', { name: 'Show every food' }).click();
  await expect(page).toHaveURL(/\/dog-foods$/);
  await expect(page.getByRole('article').first()).toBeVisible();

  for (const address of ['/dog-foods?free-from=gluten', '/dog-foods?sort=name', '/dog-foods?prescription=yes&page=2']) {
    expect((await request.get(address)).status(), address).toBe(404);
  }
});

/** Same-site addresses (path and query) of the `<a href>`s in a page's HTML. */
function linksIn(html: string): string[] {
  const site = new URL(E2E_BASE_URL);
  const addresses = new Set<string>();
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const url = new URL((href as string).replace(/&amp;/g, '&'), site);
    if (url.origin !== site.origin || url.pathname.startsWith('/api/')) continue;
    addresses.add(`${url.pathname}${url.search}`);
  }
  return [...addresses];
}

test("a crawl of the server's HTML from / reaches every address of /sitemap.xml within three clicks", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => {
    const url = new URL(location as string);
    return `${url.pathname}${url.search}`;
  });
  expect(listed.length).toBeGreaterThan(50);

  const clicksTo = new Map<string, number>([['/', 0]]);
  let frontier = ['/'];
  for (let clicks = 1; clicks <= 3; clicks += 1) {
    const next: string[] = [];
    for (const address of frontier) {
      const response = await request.get(address, { maxRedirects: 0 });
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      for (const link of linksIn(await response.text())) {
        if (clicksTo.has(link)) continue;
        clicksTo.set(link, clicks);
        next.push(link);
      }
    }
    frontier = next;
  }

  const unreached = listed.filter((address) => !clicksTo.has(address));
  expect(unreached, 'site map addresses no chain of three links from / reaches').toEqual([]);
  expect(clicksTo.get('/dog-foods')).toBe(1);
});
