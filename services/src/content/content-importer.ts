import type { DataSource, EntityManager } from 'typeorm';
import type { SiteContent } from './content-files.js';
import type { ImportedFood } from './food-catalogue.js';
import { type ImportedPost, linkFoodsById } from './post-file.js';

/** Channel on which an import announces itself, so running services refresh their read cache. */
export const CONTENT_CHANNEL = 'gentlebowl_content';

export interface TableImportSummary {
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface ImportSummary {
  posts: TableImportSummary;
  foods: TableImportSummary;
}

// Any fixed number shared by every importer: it serialises concurrent imports (two replicas starting).
export const IMPORT_LOCK_KEY = 4_711_2024;

interface TableSpec<Row> {
  table: string;
  columns: readonly (readonly [column: string, read: (row: Row) => unknown])[];
}

const postTable: TableSpec<ImportedPost> = {
  table: 'blog_posts',
  columns: [
    ['slug', (post) => post.slug],
    ['title', (post) => post.title],
    ['excerpt', (post) => post.excerpt],
    ['content', (post) => post.content],
    ['image_url', (post) => post.imageUrl],
    ['category', (post) => post.category],
    ['tags', (post) => post.tags],
    ['read_time', (post) => post.readTime],
    ['published_at', (post) => post.publishedAt],
    ['meta_description', (post) => post.metaDescription],
    ['meta_keywords', (post) => post.metaKeywords],
  ],
};

const foodTable: TableSpec<ImportedFood> = {
  table: 'dog_foods',
  columns: [
    ['slug', (food) => food.slug],
    ['name', (food) => food.name],
    ['brand', (food) => food.brand],
    ['description', (food) => food.description],
    ['image_url', (food) => food.imageUrl],
    ['food_type', (food) => food.foodType],
    ['is_vet_recommended', (food) => food.review?.badges.includes('vet-recommended') ?? false],
    ['is_all_natural', (food) => food.review?.badges.includes('all-natural') ?? false],
    ['is_clinically_proven', (food) => food.review?.badges.includes('clinically-proven') ?? false],
    ['reviewed_by', (food) => food.review?.reviewer ?? null],
    ['reviewer_credential', (food) => food.review?.credential ?? null],
    ['reviewed_on', (food) => food.review?.reviewedOn ?? null],
    ['details_url', (food) => food.detailsUrl],
    ['suitable_for', (food) => JSON.stringify(food.suitableFor)],
    ['ingredients', (food) => food.ingredients],
    ['allergens', (food) => food.allergens],
    ['match_tags', (food) => food.matchTags],
    ['requires_prescription', (food) => food.requiresPrescription],
    ['label', (food) => JSON.stringify(food.label)],
    ['cost_note', (food) => food.costNote],
    ['shop_search', (food) => (food.shopSearch ? JSON.stringify(food.shopSearch) : null)],
    ['sample_data', (food) => food.sampleData],
    ['key_benefits', (food) => food.keyBenefits],
  ],
};

/** Where the editors' estimated prices come from, as their rows in food_offers name it. */
export const CATALOGUE_FILE_SOURCE = 'foods.json';

/**
 * The editors' estimated prices of the catalogue file, as offers: the file is their one record, so the
 * estimates it no longer lists go, and those it lists are written as it states them. Prices seen at
 * retailers (the catalogue import's) are never touched here.
 */
async function syncEstimatedPrices(manager: EntityManager, foods: readonly ImportedFood[], idBySlug: ReadonlyMap<string, number>): Promise<void> {
  const estimates = foods.flatMap((food) =>
    food.estimatedPrices.map((price) => ({ foodId: idBySlug.get(food.slug) as number, ...price })),
  );
  await manager.query(
    `DELETE FROM food_offers AS offer
     WHERE offer.basis = 'estimate'
       AND NOT EXISTS (
         SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS kept (food_id integer, retailer text, grams integer, seen_on date)
         WHERE kept.food_id = offer.food_id AND kept.retailer = offer.retailer AND kept.grams = offer.package_grams AND kept.seen_on = offer.seen_on
       )`,
    [JSON.stringify(estimates.map((estimate) => ({ food_id: estimate.foodId, retailer: estimate.retailer, grams: estimate.package.grams, seen_on: estimate.estimatedOn })))],
  );
  for (const estimate of estimates) {
    await manager.query(
      `INSERT INTO food_offers (food_id, retailer, package_label, package_grams, price_cents, basis, seen_on, source)
       VALUES ($1, $2, $3, $4, $5, 'estimate', $6, $7)
       ON CONFLICT (food_id, retailer, package_grams, seen_on, basis) DO UPDATE SET
         package_label = EXCLUDED.package_label, price_cents = EXCLUDED.price_cents
       WHERE (food_offers.package_label, food_offers.price_cents) IS DISTINCT FROM (EXCLUDED.package_label, EXCLUDED.price_cents)`,
      [estimate.foodId, estimate.retailer, estimate.package.label, estimate.package.grams, Math.round(estimate.priceUsd * 100), estimate.estimatedOn, CATALOGUE_FILE_SOURCE],
    );
  }
}

/**
 * Upserts rows by slug (ids stay stable across imports), touches only rows whose data changed, and
 * deletes rows whose file or record was removed.
 */
async function upsertBySlug<Row extends { slug: string }>(
  manager: EntityManager,
  spec: TableSpec<Row>,
  rows: readonly Row[],
): Promise<TableImportSummary> {
  const names = spec.columns.map(([column]) => column);
  const updatable = names.filter((column) => column !== 'slug');
  const sql = `
    INSERT INTO ${spec.table} (${names.join(', ')})
    VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')})
    ON CONFLICT (slug) DO UPDATE SET
      ${updatable.map((column) => `${column} = EXCLUDED.${column}`).join(',\n      ')},
      updated_at = now()
    WHERE (${updatable.map((column) => `${spec.table}.${column}`).join(', ')})
      IS DISTINCT FROM (${updatable.map((column) => `EXCLUDED.${column}`).join(', ')})
    RETURNING (xmax = 0) AS inserted`;

  const summary: TableImportSummary = { inserted: 0, updated: 0, unchanged: 0, removed: 0 };
  for (const row of rows) {
    const result: { inserted: boolean }[] = await manager.query(
      sql,
      spec.columns.map(([, read]) => read(row)),
    );
    if (result.length === 0) summary.unchanged += 1;
    else if (result[0]?.inserted) summary.inserted += 1;
    else summary.updated += 1;
  }
  const [removed] = (await manager.query(
    `WITH removed AS (DELETE FROM ${spec.table} WHERE NOT (slug = ANY($1::text[])) RETURNING 1)
     SELECT count(*)::int AS count FROM removed`,
    [rows.map((row) => row.slug)],
  )) as [{ count: number }];
  summary.removed = removed.count;
  return summary;
}

/**
 * Writes validated content in one transaction and notifies listening services on commit. The foods go
 * first: a post's links to foods, written by slug, get the ids the foods have in this database.
 */
export async function importSiteContent(dataSource: DataSource, content: SiteContent): Promise<ImportSummary> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
    const foods = await upsertBySlug(manager, foodTable, content.foods);
    const foodIds: { id: number; slug: string }[] = await manager.query('SELECT id, slug FROM dog_foods');
    const idBySlug = new Map(foodIds.map(({ id, slug }) => [slug, id]));
    await syncEstimatedPrices(manager, content.foods, idBySlug);
    const linkedPosts = content.posts.map((post) => ({ ...post, content: linkFoodsById(post.content, idBySlug) }));
    const posts = await upsertBySlug(manager, postTable, linkedPosts);
    const [{ schema }] = (await manager.query('SELECT current_schema() AS schema')) as [{ schema: string }];
    await manager.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, schema]);
    return { posts, foods };
  });
}

export function describeImport(summary: ImportSummary): string {
  const part = (name: string, table: TableImportSummary) =>
    `${name}: ${table.inserted} added, ${table.updated} updated, ${table.unchanged} unchanged, ${table.removed} removed`;
  return `${part('posts', summary.posts)}; ${part('foods', summary.foods)}`;
}
