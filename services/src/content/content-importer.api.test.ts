import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RecommendationResponse } from '@gentlebowl/contracts';
import request from 'supertest';
import { eventually } from '../../test/eventually.js';
import { FIXTURE_CONTENT_DIR, startTestApp, type TestApp } from '../../test/test-app.js';
import { ContentError } from './content-error.js';

/** A food of foods.json, as far as these tests read and edit it. */
type CatalogueRecord = Record<string, unknown> & { slug: string; suitableFor: { size: string[] } };

describe('content import', () => {
  let testApp: TestApp;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-import-')), 'content');
    await cp(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
    testApp = await startTestApp({ contentDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(path.dirname(contentDir), { recursive: true, force: true });
  });

  const idsBySlug = async (table: 'blog_posts' | 'dog_foods') =>
    Object.fromEntries(
      (await testApp.query<{ slug: string; id: number }>(`SELECT slug, id FROM ${table}`)).map((row) => [row.slug, row.id]),
    );

  it('changes nothing when run again on the same files', async () => {
    const postIds = await idsBySlug('blog_posts');
    const foodIds = await idsBySlug('dog_foods');
    const summary = await testApp.importContent(contentDir);
    expect(summary).toEqual({
      posts: { inserted: 0, updated: 0, unchanged: 3, removed: 0 },
      foods: { inserted: 0, updated: 0, unchanged: 9, removed: 0 },
    });
    expect(await idsBySlug('blog_posts')).toEqual(postIds);
    expect(await idsBySlug('dog_foods')).toEqual(foodIds);
  });

  const postContent = async (slug: string) =>
    (await testApp.query<{ content: string }>('SELECT content FROM blog_posts WHERE slug = $1', [slug]))[0]?.content;

  it("links a food a post names by its slug to the food's page, by the id the food has in this database", async () => {
    const { 'calm-salmon-rice-dry': id } = await idsBySlug('dog_foods');
    expect(await postContent('reading-labels')).toContain(`<a href="/dog-food/${id}">Calm Salmon &amp; Rice</a>`);

    // Another database gives the food another id (here: the row lost and imported again).
    await testApp.query("DELETE FROM dog_foods WHERE slug = 'calm-salmon-rice-dry'");
    const summary = await testApp.importContent(contentDir);
    expect(summary.foods.inserted).toBe(1);
    expect(summary.posts).toEqual({ inserted: 0, updated: 1, unchanged: 2, removed: 0 });
    const { 'calm-salmon-rice-dry': newId } = await idsBySlug('dog_foods');
    expect(newId).not.toBe(id);
    expect(await postContent('reading-labels')).toContain(`<a href="/dog-food/${newId}">Calm Salmon &amp; Rice</a>`);
  });

  /** Rewrites the copy's foods.json with `edit` applied to its foods. */
  async function editFoods(edit: (foods: CatalogueRecord[]) => CatalogueRecord[]): Promise<void> {
    const foodsFile = path.join(contentDir, 'foods.json');
    const catalogue = JSON.parse(await readFile(foodsFile, 'utf8')) as { sampleData: boolean; foods: CatalogueRecord[] };
    await writeFile(foodsFile, JSON.stringify({ ...catalogue, foods: edit(catalogue.foods) }));
  }

  it('updates edited records in place and removes deleted ones', async () => {
    const foodIds = await idsBySlug('dog_foods');
    await editFoods((foods) =>
      foods
        .filter((food) => food.slug !== 'homemade-premix')
        .map((food) => (food.slug === 'chicken-oat-dry' ? { ...food, costNote: 'A price buys the bag alone.' } : food)),
    );

    const summary = await testApp.importContent(contentDir);
    expect(summary.foods).toEqual({ inserted: 0, updated: 1, unchanged: 7, removed: 1 });
    const [row] = await testApp.query<{ id: number; cost_note: string }>("SELECT id, cost_note FROM dog_foods WHERE slug = 'chicken-oat-dry'");
    expect(row).toEqual({ id: foodIds['chicken-oat-dry'], cost_note: 'A price buys the bag alone.' });
    expect(await idsBySlug('dog_foods')).not.toHaveProperty('homemade-premix');
  });

  it("keeps the editors' estimated prices as the file states them, and never touches a price seen at a retailer", async () => {
    const { 'chicken-oat-dry': foodId } = await idsBySlug('dog_foods');
    await testApp.query(
      `INSERT INTO food_offers (food_id, retailer, package_label, package_grams, price_cents, basis, seen_on, source)
       VALUES ($1, 'Petco', '30 lb bag', 13608, 5999, 'observed', '2026-11-02', 'petco.csv')`,
      [foodId],
    );
    await editFoods((foods) =>
      foods.map((food) =>
        food.slug === 'chicken-oat-dry'
          ? { ...food, estimatedPrices: [{ retailer: 'Chewy', package: { label: '4 lb bag', grams: 1814 }, priceUsd: 16.99, estimatedOn: '2026-11-24' }] }
          : food,
      ),
    );

    await testApp.importContent(contentDir);
    const offers = await testApp.query<{ retailer: string; package_grams: number; price_cents: number; basis: string }>(
      'SELECT retailer, package_grams, price_cents, basis FROM food_offers WHERE food_id = $1 ORDER BY basis, package_grams',
      [foodId],
    );
    expect(offers).toEqual([
      { retailer: 'Chewy', package_grams: 1814, price_cents: 1699, basis: 'estimate' },
      { retailer: 'Petco', package_grams: 13608, price_cents: 5999, basis: 'observed' },
    ]);
  });

  it('recommends each food for the dogs its file says it suits now, and no removed food', async () => {
    const recommendedSlugs = async (size: string, foodTypes: string[]) => {
      const body = {
        dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size },
        symptoms: { symptoms: ['upset-stomach', 'itchy-skin'], frequency: 'weekly', duration: '1-3-months' },
        foodPreferences: { foodTypes, budget: 'over-200' },
      };
      const response = await request(testApp.server).post('/api/recommendations?record=false').send(body).expect(200);
      return (response.body as RecommendationResponse).recommendations.map((food) => food.slug);
    };
    expect(await recommendedSlugs('medium', ['wet'])).toEqual(['turkey-pate-wet']);
    expect(await recommendedSlugs('large', ['wet'])).toEqual([]);
    expect(await recommendedSlugs('large', ['raw'])).toEqual(['beef-raw-nuggets', 'duck-freeze-dried']);

    // The wet food now suits large dogs instead of medium ones, and the raw food is gone.
    await editFoods((foods) =>
      foods
        .filter((food) => food.slug !== 'beef-raw-nuggets')
        .map((food) => (food.slug === 'turkey-pate-wet' ? { ...food, suitableFor: { ...food.suitableFor, size: ['small', 'large'] } } : food)),
    );
    expect((await testApp.importContent(contentDir)).foods).toMatchObject({ updated: 1, removed: 1 });

    // The API reloads its catalogue when it hears of the import.
    const recommendedNow = async () => ({
      mediumWet: await recommendedSlugs('medium', ['wet']),
      largeWet: await recommendedSlugs('large', ['wet']),
      largeRaw: await recommendedSlugs('large', ['raw']),
    });
    const expected = { mediumWet: [], largeWet: ['turkey-pate-wet'], largeRaw: ['duck-freeze-dried'] };
    await eventually(async () => JSON.stringify(await recommendedNow()) === JSON.stringify(expected));
    expect(await recommendedNow()).toEqual(expected);
  });

  it('leaves the database untouched when a file is broken', async () => {
    const before = await testApp.query('SELECT slug, title FROM blog_posts ORDER BY slug');
    await writeFile(path.join(contentDir, 'posts', 'bland-diet-basics.md'), '---\ntitle: "No slug"\n---\nBody');
    await expect(testApp.importContent(contentDir)).rejects.toBeInstanceOf(ContentError);
    expect(await testApp.query('SELECT slug, title FROM blog_posts ORDER BY slug')).toEqual(before);
  });
});
