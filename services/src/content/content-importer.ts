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
const IMPORT_LOCK_KEY = 4_711_2024;

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
    ['rating', (food) => food.rating],
    ['review_count', (food) => food.reviewCount],
    ['is_vet_recommended', (food) => food.isVetRecommended],
    ['is_all_natural', (food) => food.isAllNatural],
    ['is_clinically_proven', (food) => food.isClinicallyProven],
    ['where_to_buy_url', (food) => food.whereToBuyUrl],
    ['details_url', (food) => food.detailsUrl],
    ['suitable_for', (food) => JSON.stringify(food.suitableFor)],
    ['affiliate_url', (food) => food.affiliateUrl],
    ['retailer', (food) => food.retailer],
    ['price', (food) => food.price],
    ['discount_percentage', (food) => food.discountPercentage],
    ['is_promotion', (food) => food.isPromotion],
    ['promotion_ends_on', (food) => food.promotionEndsOn],
    ['ingredients', (food) => food.ingredients],
    ['allergens', (food) => food.allergens],
    ['match_tags', (food) => food.matchTags],
    ['kcal_per_cup', (food) => food.kcalPerCup],
    ['requires_prescription', (food) => food.requiresPrescription],
    ['figures', (food) => JSON.stringify(food.figures)],
    ['key_benefits', (food) => food.keyBenefits],
  ],
};

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
