import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/e2e-ports';
import { expectShareCard, shareCardPath } from '../support/share-image';
import { breadcrumbLabels, withConsentDecided, withThemeChosen } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// The /dog-food/{id} page of the selector remote (mfe-selector) on the composed site, with the
// catalogue the real API serves.

interface DogFoodRecord {
  id: number;
  name: string;
  brand: string;
  imageUrl: string;
  retailerRating: unknown;
  review: unknown;
  requiresPrescription: boolean;
  shopSearch: { retailer: string; url: string } | null;
  offers: { basis: string; productUrl: string | null }[];
  sampleData: boolean;
}

/** A food of the bundled sample catalogue whose buy link is a search at `retailer`. */
async function catalogueFood(request: APIRequestContext, retailer?: string): Promise<DogFoodRecord> {
  const response = await request.get('/api/dog-foods');
  expect(response.ok()).toBe(true);
  const foods = (await response.json()) as DogFoodRecord[];
  const food = foods.find(
    (candidate) => !candidate.requiresPrescription && (retailer === undefined || candidate.shopSearch?.retailer === retailer),
  );
  if (!food) throw new Error(`no catalogue food searched for at ${retailer}`);
  return food;
}

async function waitForSelectorPage(page: Page): Promise<void> {
  await page.locator('[data-remote="mfe-selector"]').first().waitFor();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('the dog food detail page', () => {
  test('shows the product with breadcrumbs, gallery, badges, suitability and metadata, and no stars nobody gave', async ({ page, request }) => {
    const food = await catalogueFood(request, 'Chewy');
    // The site ships with the sample catalogue: no retailer's rating, no reviewer.
    expect([food.sampleData, food.retailerRating, food.review]).toEqual([true, null, null]);
    await page.goto(`/dog-food/${food.id}`);
    await waitForSelectorPage(page);

    const fullName = `${food.brand} ${food.name}`;
    await expect(page.getByRole('heading', { level: 1, name: food.name })).toBeVisible();
    await expect(page).toHaveTitle(`${fullName} | Gentle Bowl`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/dog-food/${food.id}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expectShareCard(page, request, shareCardPath(food.imageUrl));
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbLabels(page)).toHaveText(['Home', 'Best Dog Food for Sensitive Stomach', fullName]);
    await expect(breadcrumb.getByRole('link', { name: 'Best Dog Food for Sensitive Stomach' })).toHaveAttribute('href', '/food-selector');
    await expect(breadcrumb.getByText(fullName, { exact: true })).toHaveAttribute('aria-current', 'page');

    await expect(page.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
    // The food type alone: no badge without a named reviewer.
    await expect(page.getByRole('list', { name: 'Product badges' }).getByRole('listitem')).toHaveText([
      /^(Dry Food|Wet Food|Raw Diet|Fresh Food|Homemade|Freeze-Dried|Dehydrated)$/,
    ]);
    await expect(page.getByText(/^Reviewed by/)).toHaveCount(0);
    await expect(page.getByText('Sample catalogue', { exact: true })).toHaveCount(1);
    const suitable = page.getByRole('region', { name: 'Suitable For' });
    await expect(suitable.getByRole('term')).toHaveText(['Age', 'Size', 'Helps With']);

    const gallery = page.getByRole('group', { name: 'Product images' });
    const choices = gallery.getByRole('radio');
    await expect(choices).toHaveCount(3);
    await expect(choices.first()).toBeChecked();
    await expect(gallery.getByRole('img', { name: fullName })).toBeVisible();
    // The thumbnails are the radios' labels.
    await gallery.locator('label').nth(1).click();
    await expect(choices.nth(1)).toBeChecked();
    const shown = gallery.getByRole('img', { name: "A dog's feeding bowl filled with kibble next to a bowl of water" });
    await expect(shown).toBeVisible();
    await expect(gallery.getByRole('img', { name: fullName })).toBeHidden();
    await expect(shown).toHaveAttribute('src', '/api/media/stock/feeding-bowl.svg');
    await expect(shown.locator('xpath=..')).toHaveAttribute('data-state', 'loaded');
    // The keyboard moves between them as in any radio group.
    await choices.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('img', { name: 'A happy, relaxed dog sitting with its tongue out' })).toBeVisible();
  });

  test('a food without a page at a retailer is searched for there, labelled as a search, beside its estimated price and date', async ({
    page,
    request,
    context,
  }) => {
    await context.route(/^https?:\/\/(?!localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Retailer</title>' }),
    );
    const food = await catalogueFood(request, 'Chewy');
    await page.goto(`/dog-food/${food.id}`);
    await waitForSelectorPage(page);

    await expect(page.getByRole('link', { name: /^Where to Buy/ })).toHaveCount(0);
    const link = page.getByRole('link', { name: 'Search for it at Chewy (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    await expect(link).toHaveAccessibleDescription(/per .+, estimated [A-Z][a-z]{2} \d{1,2}, \d{4}, not a retailer's price/);
    await expect(page.getByText(/As an Amazon Associate we earn from qualifying purchases\./)).toBeVisible();
    const [retailerTab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await retailerTab.waitForLoadState();
    expect(new URL(retailerTab.url()).hostname).toMatch(/(^|\.)chewy\.com$/);
    expect(new URL(retailerTab.url()).searchParams.get('partner')).toBe('gentlebowl');
    await retailerTab.close();
  });

  test('lists every price it knows with its package, retailer and the day it was estimated', async ({ page, request }) => {
    const food = await catalogueFood(request);
    await page.goto(`/dog-food/${food.id}`);
    await waitForSelectorPage(page);

    const prices = page.getByRole('region', { name: 'Prices', exact: true });
    const rows = prices.getByRole('row');
    await expect(rows.first()).toHaveText(/^Package\s*Price\s*Retailer\s*Seen$/);
    await expect(rows).toHaveCount(food.offers.length + 1);
    const [, ...offerRows] = await rows.all();
    for (const row of offerRows) {
      await expect(row).toHaveText(/\$\d+\.\d{2}.*estimated [A-Z][a-z]{2} \d{1,2}, \d{4}, not a retailer's price$/);
    }
    // 'Every price we know' beside the buy link leads here, without scripts too.
    await page.getByRole('link', { name: 'Every price we know' }).click();
    await expect(page).toHaveURL(/#prices$/);
    await expect(prices.getByRole('heading', { name: 'Prices' })).toBeInViewport();
  });

  test('renders all three tabs with their content', async ({ page, request }) => {
    const food = await catalogueFood(request);
    await page.goto(`/dog-food/${food.id}`);
    await waitForSelectorPage(page);

    await expect(page.getByRole('tab')).toHaveText(['Product Details', 'Nutritional Info', 'Feeding Guide']);
    await expect(tab(page, 'Product Details')).toHaveAttribute('aria-selected', 'true');
    const details = panel(page, 'Product Details');
    // The accordion is native <details> sharing one name: the browser keeps one open.
    const item = (name: string) => details.locator('details').filter({ has: page.getByRole('heading', { name }) });
    await expect(item('Ingredients')).toHaveAttribute('open');
    await item('Key Benefits for Sensitive Stomachs').locator('summary').click();
    await expect(item('Ingredients')).not.toHaveAttribute('open');
    await expect(item('Key Benefits for Sensitive Stomachs').getByRole('listitem').first()).toBeVisible();
    await item('Features').locator('summary').click();
    await expect(item('Features').getByText('Food type', { exact: true })).toBeVisible();

    await tab(page, 'Nutritional Info').click();
    const nutrition = panel(page, 'Nutritional Info');
    await expect(nutrition.getByRole('heading', { name: "This food's label" })).toBeVisible();
    // The sample catalogue has read no label: it says so, and marks the calories as an estimate.
    const label = nutrition.getByRole('table').first();
    await expect(label.getByRole('rowheader')).toHaveText(['Guaranteed analysis', 'Calories', 'AAFCO statement']);
    await expect(label.getByRole('row', { name: /Guaranteed analysis/ })).toContainText('Not recorded in our catalogue yet');
    await expect(label.getByRole('row', { name: /Calories/ })).toContainText(/kcal per (cup|can|tray|pouch|patty) \(estimate\)/);
    await expect(label.locator('caption')).toContainText("Not yet checked against the maker's label.");
    await expect(nutrition.getByRole('heading', { name: 'Typical guaranteed analysis for sensitive-stomach foods' })).toBeVisible();
    await expect(nutrition.getByRole('table').nth(1).getByRole('rowheader')).toHaveText(['Crude protein', 'Crude fat', 'Crude fiber', 'Moisture']);

    // The keyboard moves between tabs too, once the scripts bring the arrow keys.
    await waitForHydration(page);
    await tab(page, 'Nutritional Info').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Feeding Guide')).toBeFocused();
    const guide = panel(page, 'Feeding Guide');
    await expect(guide.getByRole('row')).toHaveText([
      /Dog's weight\s*Daily amount/,
      /5-15 lbs\s*1\/2-1 cup/,
      /16-25 lbs\s*1-1\.5 cups/,
      /26-50 lbs\s*1\.5-2\.75 cups/,
      /51-75 lbs\s*2\.75-3\.67 cups/,
      /76\+ lbs\s*3\.67 cups plus 1\/3 cup per 10 lbs over 75/,
    ]);
    await expect(guide.getByRole('heading', { name: 'Transitioning to this food' })).toBeVisible();
    await expect(guide.getByRole('note')).toContainText('Feeding disclaimer');
  });

  for (const badId of ['999999', 'not-a-number']) {
    test(`a bad id (${badId}) shows the not-found view inside the site frame`, async ({ page }) => {
      await page.goto(`/dog-food/${badId}`);
      await waitForSelectorPage(page);

      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('arrives with its product from the server, and shows the loading breadcrumbs while a product opened in the page is on its way', async ({
    page,
    request,
  }) => {
    const food = await catalogueFood(request);
    const response = await page.goto('/food-selector');
    expect(await response?.text()).toContain('Find the Best Dog Food');
    // About the scripts: the product below is opened in the page, by its router, once they run.
    await waitForHydration(page);

    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/dog-foods/${food.id}`, async (route) => {
      await released;
      await route.continue();
    });
    // A navigation inside the page (the router's, no page load), as a link in a remote's page makes.
    await page.evaluate((address) => {
      window.history.pushState({}, '', address);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/dog-food/${food.id}`);
    await waitForSelectorPage(page);

    await expect(breadcrumbLabels(page)).toHaveText(['Home', 'Food Selector', 'Loading']);
    release();
    await expect(page.getByRole('heading', { level: 1, name: food.name })).toBeVisible();
  });

  test('a product page is server-rendered with its name, and with no Product structured data without a dated price seen at a retailer', async ({
    request,
  }) => {
    const food = await catalogueFood(request);
    const html = await (await request.get(`/dog-food/${food.id}`)).text();
    const escaped = `${food.brand} ${food.name}`.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<title>${escaped} | Gentle Bowl</title>`);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).not.toContain('"@type":"Product"');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a dog food page has no serious or critical axe violations on any tab (${theme} theme)`, async ({ page, request }) => {
    await withThemeChosen(page, theme);
    const food = await catalogueFood(request);
    await page.goto(`/dog-food/${food.id}`);
    await waitForSelectorPage(page);
    await expect(page.getByRole('heading', { level: 1, name: food.name })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    for (const name of ['Nutritional Info', 'Feeding Guide']) {
      await tab(page, name).click();
      await expect(panel(page, name)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }

    await page.goto('/dog-food/999999');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
