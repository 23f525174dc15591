import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatShortDate, isoDateOf } from '@gentlebowl/contracts';
import type { APIRequestContext } from '@playwright/test';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { e2ePort } from '../support/e2e-ports';
import { resultsAddress } from '../support/food-selector';
import { type OwnApi, repositoryRoot, startOwnApi, startShell } from '../support/own-stack';
import { withConsentDecided } from '../support/site';
import { jsonLdItems } from '../support/structured-data';
import { expect, test } from '../support/test';

// The retailer feed (docs/catalogue.md) on a site of the suite's own (its own API and embedded
// PostgreSQL, and a shell that caches no page), so the prices it imports never replace the sample
// catalogue's estimates the suite's main site shows: `npm run catalogue:import` reports a feed row by
// row and writes nothing on a dry run or while a row is refused; with --apply the API and the product
// page show the new prices and rating with the retailer and the day they were seen, 'Where to Buy'
// goes to the product's own page, and the page offers search engines a Product with dated Offers.

const API_PORT = e2ePort(13720);
const POSTGRES_PORT = e2ePort(15953);
const SHELL_PORT = e2ePort(18800);
const SITE = `http://localhost:${SHELL_PORT}`;
/** The own API's embedded database, as the launcher names it (services/src/database/embedded-postgres.ts). */
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${POSTGRES_PORT}/gentlebowl`;
const FOOD_SLUG = 'purina-pro-plan-sensitive-skin-stomach-salmon';
const PRODUCT_PAGE = 'https://www.chewy.com/purina-pro-plan-sensitive-skin-stomach/dp/52474';

const execFileAsync = promisify(execFile);

let api: OwnApi | undefined;
let shell: ProcessHandle | undefined;
let feedFolder: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  feedFolder = await mkdtemp(path.join(tmpdir(), 'gentlebowl-feed-'));
  api = await startOwnApi(API_PORT, {
    postgresPort: POSTGRES_PORT,
    freshDatabase: true,
    env: { CORS_ORIGINS: SITE, SITE_ORIGIN: SITE, RATE_LIMIT_MAX: '10000' },
  });
  shell = await startShell(SHELL_PORT, {}, { apiPort: API_PORT, env: { PAGE_CACHE_TTL_MS: '0', SITE_ORIGIN: SITE } });
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), api?.server.stop()]);
  await rm(feedFolder, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

/** Two days ago, in UTC as the import reads `seen_on`: current, and never "after today" anywhere. */
const seenOn = isoDateOf(new Date(Date.now() - 2 * 86_400_000));
const saleEndsOn = isoDateOf(new Date(Date.now() + 14 * 86_400_000));

const HEADER = 'food,retailer,id,link,size,net_weight,price,sale_price,sale_price_effective_date,availability,rating,review_count,seen_on';
const GOOD_ROWS = [
  `${FOOD_SLUG},Chewy,52474,${PRODUCT_PAGE},30 lb bag,30 lb,79.99 USD,71.99 USD,${seenOn}/${saleEndsOn},in_stock,4.6,1280,${seenOn}`,
  `${FOOD_SLUG},Chewy,52470,${PRODUCT_PAGE}?size=4lb,4 lb bag,4 lb,24.99 USD,,,in_stock,4.6,1280,${seenOn}`,
];
const BAD_ROWS = [
  // Amazon's stars may be shown only from its own product API.
  `${FOOD_SLUG},Amazon,B000TEST00,https://www.amazon.com/dp/B000TEST00,16 lb bag,16 lb,47.99,,,,4.4,900,${seenOn}`,
  `no-such-food,Chewy,1,https://www.chewy.com/x/dp/1,4 lb bag,4 lb,19.99,,,,,,${seenOn}`,
];

async function feedFile(name: string, rows: readonly string[]): Promise<string> {
  const file = path.join(feedFolder, name);
  await writeFile(file, `${[HEADER, ...rows].join('\n')}\n`);
  return file;
}

/** `npm run catalogue:import -- file [--apply]` against the own site's database: its exit code and report. */
async function catalogueImport(file: string, apply: boolean): Promise<{ code: number; report: string }> {
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      [path.join(repositoryRoot, 'services/dist/catalogue-import-command.js'), file, ...(apply ? ['--apply'] : [])],
      { cwd: path.join(repositoryRoot, 'services'), env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'warn' } },
    );
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, report: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

interface ApiOffer {
  retailer: string;
  productUrl: string | null;
  package: { label: string };
  priceUsd: number;
  regularPriceUsd: number | null;
  basis: string;
  seenOn: string;
  current: boolean;
}

interface ApiFood {
  id: number;
  slug: string;
  name: string;
  offers: ApiOffer[];
  retailerRating: { rating: number; reviewCount: number; retailer: string; seenOn: string } | null;
}

async function theFood(request: APIRequestContext): Promise<ApiFood> {
  const foods = (await (await request.get(`${SITE}/api/dog-foods`)).json()) as ApiFood[];
  const food = foods.find((candidate) => candidate.slug === FOOD_SLUG);
  if (!food) throw new Error(`${FOOD_SLUG} is not in the catalogue`);
  return food;
}

test('a dry run and a feed with refused rows report every row and write nothing', async ({ page, request }) => {
  const before = await theFood(request);
  expect(before.offers.every((offer) => offer.basis === 'estimate')).toBe(true);
  expect(before.retailerRating).toBeNull();

  const withBadRows = await catalogueImport(await feedFile('with-bad-rows.csv', [...GOOD_ROWS, ...BAD_ROWS]), true);
  expect(withBadRows.code).toBe(1);
  expect(withBadRows.report).toContain(`line 2: new: ${FOOD_SLUG}: $71.99 (was $79.99) for 30 lb bag at Chewy, seen ${seenOn}`);
  expect(withBadRows.report).toContain(
    "line 4: refused: rating: Amazon's ratings may be shown only from Amazon's product API: leave rating and review_count empty",
  );
  expect(withBadRows.report).toContain('line 5: refused: food: no food in the catalogue has the slug "no-such-food"');
  expect(withBadRows.report).toContain('4 rows: 2 new, 0 corrected, 0 unchanged, 2 refused.');
  expect(withBadRows.report).toContain('Nothing was written: fix the refused rows and run the import again.');

  const dryRun = await catalogueImport(await feedFile('good.csv', GOOD_ROWS), false);
  expect(dryRun.code).toBe(0);
  expect(dryRun.report).toContain('(dry run: nothing is written; add --apply to write)');
  expect(dryRun.report).toContain('2 rows: 2 new, 0 corrected, 0 unchanged, 0 refused.');

  expect(await theFood(request)).toEqual(before);
  await page.goto(`${SITE}/dog-food/${before.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^from [\d,]+ reviews? at/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Search for it at / })).toBeVisible();
});

test('an applied feed shows its prices and rating with retailer and day in the API and on the product page', async ({ page, request }) => {
  const applied = await catalogueImport(await feedFile('good.csv', GOOD_ROWS), true);
  expect(applied.code, applied.report).toBe(0);
  expect(applied.report).toContain('Written: the site shows the new prices within a minute.');

  // The running API reloads the catalogue when the import's transaction commits.
  await expect
    .poll(async () => (await theFood(request)).offers.filter((offer) => offer.basis === 'observed').length, { timeout: 20_000 })
    .toBe(2);
  const food = await theFood(request);
  expect(food.retailerRating).toEqual(expect.objectContaining({ rating: 46, reviewCount: 1280, retailer: 'Chewy', seenOn }));
  // The prices seen at Chewy join the editors' estimates, which stay listed as estimates; the cost is
  // worked out from the prices seen at a retailer.
  expect(food.offers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ retailer: 'Chewy', basis: 'observed', package: expect.objectContaining({ label: '4 lb bag' }), priceUsd: 24.99, seenOn, current: true }),
      expect.objectContaining({
        retailer: 'Chewy',
        basis: 'observed',
        productUrl: PRODUCT_PAGE,
        package: expect.objectContaining({ label: '30 lb bag' }),
        priceUsd: 71.99,
        regularPriceUsd: 79.99,
        saleEndsOn,
        seenOn,
        current: true,
      }),
    ]),
  );

  const day = formatShortDate(seenOn);
  await page.goto(`${SITE}/dog-food/${food.id}`);
  await expect(page.getByText(`from 1,280 reviews at Chewy, seen ${day}`)).toBeVisible();
  // 'Where to Buy' leads to the product's page at the retailer, beside the price the reference dog pays.
  const buy = page.getByRole('link', { name: /^Where to Buy/ });
  await expect(buy).toHaveAttribute('href', new RegExp(`^${PRODUCT_PAGE.replace(/[.?]/g, '\\$&')}`));
  await expect(buy).toHaveAttribute('rel', /sponsored/);
  await expect(page.getByText('Sold by Chewy.')).toBeVisible();
  await expect(page.getByText(`per 4 lb bag, at Chewy on ${day}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Search for it at / })).toHaveCount(0);

  const prices = page.getByRole('region', { name: /^Every price we know for this food/ });
  const rows = prices.getByRole('row');
  const chewy30 = rows.filter({ hasText: 'Chewy' }).filter({ hasText: '30 lb bag' });
  await expect(chewy30).toContainText('$71.99 (was $79.99)');
  await expect(chewy30).toContainText(day);
  await expect(rows.filter({ hasText: 'Chewy' }).filter({ hasText: '4 lb bag' })).toContainText('$24.99');
  await expect(rows.filter({ hasText: 'Amazon' }).first()).toContainText("not a retailer's price");

  // Search engines get a Product with one dated Offer for each current price seen at a retailer.
  const html = await (await request.get(`${SITE}/dog-food/${food.id}`)).text();
  const product = jsonLdItems(html).find((item) => item['@type'] === 'Product');
  expect(product?.offers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ '@type': 'Offer', price: '71.99', priceCurrency: 'USD', priceValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
      expect.objectContaining({ '@type': 'Offer', price: '24.99', priceCurrency: 'USD' }),
    ]),
  );
  expect(product).not.toHaveProperty('aggregateRating');
});

test("the results cost a large dog's month from the bag it buys, at the sale price, with the retailer and the day", async ({ page, request }) => {
  const food = await theFood(request);
  // A 70 lb adult eats about 1,500 kcal a day: 366 g of this food, so a 30 lb bag lasts it five weeks.
  await page.goto(`${SITE}${resultsAddress({ breed: 'labrador-retriever', size: 'large', weight: 70, foodTypes: ['dry'] })}`);

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: food.name }) });
  const day = formatShortDate(seenOn);
  await expect(card.getByText(`per 30 lb bag, at Chewy on ${day}`)).toBeVisible();
  await expect(card.getByText(/^Limited time offer - ends /)).toBeVisible();
  await expect(card.getByText(`Bought as a 30 lb bag ($71.99 (was $79.99) at Chewy on ${day}), which lasts about`, { exact: false })).toBeVisible();
  await expect(card.getByText(`from 1,280 reviews at Chewy, seen ${day}`)).toBeVisible();
});

test('importing the same feed again changes nothing', async ({ request }) => {
  const before = await theFood(request);
  const again = await catalogueImport(await feedFile('good.csv', GOOD_ROWS), true);
  expect(again.code, again.report).toBe(0);
  expect(again.report).toContain('2 rows: 0 new, 0 corrected, 2 unchanged, 0 refused.');
  expect(again.report).toContain('Nothing to write: the catalogue already holds every row as given.');
  expect(await theFood(request)).toEqual(before);
});
