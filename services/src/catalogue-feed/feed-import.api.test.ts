import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DogFood, isoDateOf } from '@gentlebowl/contracts';
import request from 'supertest';
import { eventually } from '../../test/eventually.js';
import { startTestAppOnContentCopy, type TestApp } from '../../test/test-app.js';

/** A day `days` before today (UTC), as a feed writes it. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return isoDateOf(date);
}

type FeedRow = Record<string, string>;

const HEADER = ['food', 'retailer', 'id', 'title', 'link', 'size', 'net_weight', 'price', 'sale_price', 'sale_price_effective_date', 'availability', 'rating', 'review_count', 'seen_on', 'brand'];

function csvOf(rows: readonly FeedRow[]): string {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [HEADER.join(','), ...rows.map((row) => HEADER.map((column) => cell(row[column] ?? '')).join(','))].join('\n');
}

const salmonAtChewy = (seenOn: string, price = '21.99'): FeedRow => ({
  food: 'calm-salmon-rice-dry',
  retailer: 'Chewy',
  id: '52340',
  title: 'Testbrand Calm Salmon & Rice, 4 lb',
  link: 'https://www.chewy.com/dp/52340',
  size: '4 lb bag',
  net_weight: '4 lb',
  price: `${price} USD`,
  availability: 'in_stock',
  rating: '4.6',
  review_count: '1280',
  seen_on: seenOn,
  brand: 'Testbrand',
});

const oatOnSaleAtPetco = (seenOn: string): FeedRow => ({
  food: 'chicken-oat-dry',
  retailer: 'Petco',
  link: 'https://www.petco.com/shop/en/petcostore/product/chicken-oat-30',
  size: '30 lb bag',
  net_weight: '30 lb',
  price: '59.99',
  sale_price: '53.99',
  sale_price_effective_date: `${seenOn}/${daysAgo(-10)}`,
  seen_on: seenOn,
});

describe('the catalogue import of a retailer feed, on PostgreSQL', () => {
  let testApp: TestApp;
  let folder: string;

  beforeAll(async () => {
    testApp = await startTestAppOnContentCopy();
    folder = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-feeds-'));
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const feed = async (name: string, text: string) => {
    const file = path.join(folder, name);
    await writeFile(file, text);
    return file;
  };
  const idOf = async (slug: string) => (await testApp.query<{ id: number }>('SELECT id FROM dog_foods WHERE slug = $1', [slug]))[0]?.id as number;
  const foodFromApi = async (slug: string) => (await request(testApp.server).get(`/api/dog-foods/${await idOf(slug)}`).expect(200)).body as DogFood;
  const observedRows = () => testApp.query<{ count: number }>("SELECT count(*)::int AS count FROM food_offers WHERE basis = 'observed'");

  it('reports every row on a dry run, with every reason a row is refused, and leaves the database unchanged', async () => {
    const before = await testApp.query('SELECT * FROM food_offers ORDER BY id');
    const file = await feed(
      'mixed.csv',
      csvOf([
        salmonAtChewy(daysAgo(2)),
        oatOnSaleAtPetco(daysAgo(2)),
        { ...salmonAtChewy(daysAgo(2)), food: 'no-such-food', net_weight: 'four pounds' },
        { ...salmonAtChewy(daysAgo(2)), retailer: 'Amazon', link: 'https://www.amazon.com/dp/B0TEST' },
        { ...salmonAtChewy(daysAgo(-3)), size: '', price: 'about 20' },
      ]),
    );

    const report = await testApp.importFeed(file, { apply: false });

    expect(report.written).toBe(false);
    expect(report.ignoredColumns).toEqual(['brand']);
    expect(report.rows.map((row) => [row.where, row.outcome])).toEqual([
      ['line 2', 'new'],
      ['line 3', 'new'],
      ['line 4', 'refused'],
      ['line 5', 'refused'],
      ['line 6', 'refused'],
    ]);
    expect(report.rows.slice(2).map((row) => (row.outcome === 'refused' ? row.problems : []))).toEqual([
      [
        'food: no food in the catalogue has the slug "no-such-food" (the slugs are in services/content/foods.json)',
        'net_weight: must be a weight like 30 lb, 13.6 kg, 510 g or 12 x 13 oz, got "four pounds"',
      ],
      ["rating: Amazon's ratings may be shown only from Amazon's product API: leave rating and review_count empty"],
      [
        'size: is required',
        'price: must be an amount in US dollars like 71.99 or 71.99 USD, got "about 20"',
        `seen_on: must not be after today (${daysAgo(0)})`,
      ],
    ]);
    expect(await testApp.query('SELECT * FROM food_offers ORDER BY id')).toEqual(before);
  });

  it('writes nothing, even on --apply, while any row is refused', async () => {
    const file = await feed('one-bad.csv', csvOf([salmonAtChewy(daysAgo(2)), { ...oatOnSaleAtPetco(daysAgo(2)), sale_price: '69.99' }]));

    const report = await testApp.importFeed(file, { apply: true });

    expect(report.written).toBe(false);
    expect(report.rows[1]).toEqual({ where: 'line 3', outcome: 'refused', problems: ['sale_price: must be below price (price is the price before the sale)'] });
    expect(await observedRows()).toEqual([{ count: 0 }]);
  });

  it('writes the prices and ratings, and the API shows each with its retailer, package and the day it was seen', async () => {
    const seenOn = daysAgo(2);
    const report = await testApp.importFeed(await feed('chewy-and-petco.csv', csvOf([salmonAtChewy(seenOn), oatOnSaleAtPetco(seenOn)])), { apply: true });
    expect(report.written).toBe(true);

    await eventually(async () => (await foodFromApi('calm-salmon-rice-dry')).retailerRating !== null);
    const salmon = await foodFromApi('calm-salmon-rice-dry');
    expect(salmon.retailerRating).toEqual({ rating: 46, reviewCount: 1280, retailer: 'Chewy', productUrl: 'https://www.chewy.com/dp/52340', seenOn });
    expect([salmon.rating, salmon.reviewCount]).toEqual([46, 1280]);
    expect(salmon.offers.find((offer) => offer.basis === 'observed')).toEqual({
      retailer: 'Chewy',
      retailerProductId: '52340',
      productUrl: 'https://www.chewy.com/dp/52340',
      affiliateUrl: null,
      package: { label: '4 lb bag', grams: 1814 },
      priceUsd: 21.99,
      regularPriceUsd: null,
      saleEndsOn: null,
      availability: 'in_stock',
      basis: 'observed',
      seenOn,
      currentUntil: daysAgo(2 - 30),
      current: true,
    });
    // A price seen at a retailer replaces the estimate, and its product page replaces the search.
    expect([salmon.retailer, salmon.price, salmon.whereToBuyUrl, salmon.whereToBuyIsSearch]).toEqual([
      'Chewy',
      '$21.99',
      'https://www.chewy.com/dp/52340',
      false,
    ]);

    const oat = await foodFromApi('chicken-oat-dry');
    expect([oat.price, oat.discountPercentage, oat.isPromotion, oat.promotionEndsOn]).toEqual(['$59.99', 10, true, daysAgo(-10)]);
    expect(oat.offers.find((offer) => offer.basis === 'observed')).toMatchObject({ priceUsd: 53.99, regularPriceUsd: 59.99, currentUntil: daysAgo(-10) });
  });

  it('changes nothing when the same feed is imported again, and takes a JSON feed as a CSV one', async () => {
    const seenOn = daysAgo(2);
    const rows = [salmonAtChewy(seenOn), oatOnSaleAtPetco(seenOn)];
    const before = await testApp.query('SELECT * FROM food_offers ORDER BY id');

    const again = await testApp.importFeed(await feed('again.json', JSON.stringify(rows)), { apply: true });

    expect(again.rows.map((row) => [row.where, row.outcome])).toEqual([
      ['item 1', 'unchanged'],
      ['item 2', 'unchanged'],
    ]);
    expect((await testApp.query('SELECT * FROM food_offers ORDER BY id')).map(({ recorded_at: _at, ...row }) => row)).toEqual(
      before.map(({ recorded_at: _at, ...row }) => row),
    );
  });

  it("corrects a day's figures with a row for that day, and keeps the history when a later day is seen", async () => {
    const corrected = await testApp.importFeed(await feed('corrected.csv', csvOf([salmonAtChewy(daysAgo(2), '20.99')])), { apply: true });
    expect(corrected.rows[0]?.outcome).toBe('corrected');

    const later = await testApp.importFeed(await feed('later.csv', csvOf([salmonAtChewy(daysAgo(0), '22.49')])), { apply: true });
    expect(later.rows[0]?.outcome).toBe('new');

    const history = await testApp.query<{ price_cents: number; seen_on: string }>(
      "SELECT price_cents, to_char(seen_on, 'YYYY-MM-DD') AS seen_on FROM food_offers WHERE basis = 'observed' AND retailer = 'Chewy' ORDER BY seen_on",
    );
    expect(history).toEqual([
      { price_cents: 2099, seen_on: daysAgo(2) },
      { price_cents: 2249, seen_on: daysAgo(0) },
    ]);
    await eventually(async () => (await foodFromApi('calm-salmon-rice-dry')).offers.some((offer) => offer.priceUsd === 22.49));
  });

  it('shows a price older than the age limit as out of date, and works no cost out from it', async () => {
    const old = daysAgo(45);
    await testApp.importFeed(await feed('old.csv', csvOf([{ ...oatOnSaleAtPetco(old), food: 'beef-raw-nuggets', size: '6 lb bag', net_weight: '6 lb', sale_price: '', sale_price_effective_date: '' }])), {
      apply: true,
    });

    await eventually(async () => (await foodFromApi('beef-raw-nuggets')).offers.some((offer) => offer.basis === 'observed'));
    const beef = await foodFromApi('beef-raw-nuggets');
    expect(beef.offers.find((offer) => offer.basis === 'observed')).toMatchObject({ seenOn: old, currentUntil: daysAgo(15), current: false });
    // The estimate is current, but a price seen at a retailer replaces it, and that one is out of date.
    expect([beef.price, beef.retailer]).toEqual([null, 'Petco']);
  });
});
