import { formatUsd } from '@gentlebowl/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { CONTENT_CHANNEL, IMPORT_LOCK_KEY } from '../content/content-importer.js';
import { FEED_COLUMNS, type OfferObservation, readFeedRow } from './feed-row.js';
import type { FeedRecord } from './read-feed.js';

/** What the import does with one row. */
export type FeedRowOutcome =
  /** A price the catalogue did not have for that retailer, package and day. */
  | { where: string; outcome: 'new'; observation: OfferObservation }
  /** The same retailer, package and day, with other figures: the row corrects the stored one. */
  | { where: string; outcome: 'corrected'; observation: OfferObservation }
  | { where: string; outcome: 'unchanged'; observation: OfferObservation }
  | { where: string; outcome: 'refused'; problems: string[] };

export interface FeedImportReport {
  rows: FeedRowOutcome[];
  /** Columns of the file the import does not read (a retailer's export carries many). */
  ignoredColumns: string[];
  /** True when the rows were written: `apply` was asked and no row was refused. */
  written: boolean;
}

export interface FeedImportOptions {
  /** Write the rows (otherwise a dry run: the database is only read). */
  apply: boolean;
  /** Where the rows come from, stored with each (the feed file's name). */
  source: string;
  /** YYYY-MM-DD: no row may say it was seen after it. */
  today: string;
}

/** The columns that make a price one observation: one retailer's package of one food on one day. */
const keyOf = (observation: OfferObservation, foodId: number) =>
  `${foodId}|${observation.retailer}|${observation.packageGrams}|${observation.seenOn}`;

/**
 * The figures an observation holds beyond its key, as food_offers' columns and the observation's
 * fields, in one order: what an import compares with the stored row and writes.
 */
const FIGURE_COLUMNS = [
  ['retailer_product_id', 'retailerProductId'],
  ['product_url', 'productUrl'],
  ['affiliate_url', 'affiliateUrl'],
  ['package_label', 'packageLabel'],
  ['price_cents', 'priceCents'],
  ['regular_price_cents', 'regularPriceCents'],
  ['sale_ends_on', 'saleEndsOn'],
  ['availability', 'availability'],
  ['rating', 'rating'],
  ['review_count', 'reviewCount'],
] as const satisfies readonly (readonly [string, keyof OfferObservation])[];

type StoredOffer = { key: string } & Record<(typeof FIGURE_COLUMNS)[number][0], unknown>;

function figuresOf(observation: OfferObservation): unknown[] {
  return FIGURE_COLUMNS.map(([, field]) => observation[field]);
}

function storedFiguresOf(stored: StoredOffer): unknown[] {
  return FIGURE_COLUMNS.map(([column]) => stored[column]);
}

/** Reads every row and sorts it: refused (with every reason), new, corrected or unchanged. */
async function planRows(manager: EntityManager, records: readonly FeedRecord[], today: string): Promise<{ rows: FeedRowOutcome[]; foodIds: Map<string, number> }> {
  const foods: { id: number; slug: string }[] = await manager.query('SELECT id, slug FROM dog_foods');
  const foodIds = new Map(foods.map(({ id, slug }) => [slug, id]));
  const firstSeenAt = new Map<string, string>();
  const unknownFood = (values: Record<string, unknown>): string[] => {
    const slug = typeof values.food === 'string' ? values.food.trim() : '';
    return slug === '' || foodIds.has(slug)
      ? []
      : [`food: no food in the catalogue has the slug "${slug.slice(0, 80)}" (the slugs are in services/content/foods.json)`];
  };
  const read = records.map((record) => {
    const result = readFeedRow(record.values, today);
    if (!result.ok) return { where: record.where, problems: [...unknownFood(record.values), ...result.problems] };
    const foodId = foodIds.get(result.observation.food);
    if (foodId === undefined) return { where: record.where, problems: unknownFood(record.values) };
    const key = keyOf(result.observation, foodId);
    const earlier = firstSeenAt.get(key);
    if (earlier) return { where: record.where, problems: [`repeats ${earlier}: the same food, retailer, net weight and seen_on`] };
    firstSeenAt.set(key, record.where);
    return { where: record.where, observation: result.observation, key };
  });

  const keys = read.flatMap((row) => ('key' in row && row.key ? [row.key] : []));
  const stored: StoredOffer[] = keys.length === 0 ? [] : await manager.query(
    `SELECT food_id || '|' || retailer || '|' || package_grams || '|' || to_char(seen_on, 'YYYY-MM-DD') AS key,
       retailer_product_id, product_url, affiliate_url, package_label, price_cents, regular_price_cents,
       to_char(sale_ends_on, 'YYYY-MM-DD') AS sale_ends_on, availability, rating, review_count
     FROM food_offers
     WHERE basis = 'observed'
       AND food_id || '|' || retailer || '|' || package_grams || '|' || to_char(seen_on, 'YYYY-MM-DD') = ANY($1::text[])`,
    [keys],
  );
  const storedByKey = new Map(stored.map((offer) => [offer.key, offer]));
  const rows = read.map((row): FeedRowOutcome => {
    if (!('observation' in row) || !row.observation) return { where: row.where, outcome: 'refused', problems: row.problems ?? [] };
    const existing = storedByKey.get(row.key);
    if (!existing) return { where: row.where, outcome: 'new', observation: row.observation };
    const same = JSON.stringify(storedFiguresOf(existing)) === JSON.stringify(figuresOf(row.observation));
    return { where: row.where, outcome: same ? 'unchanged' : 'corrected', observation: row.observation };
  });
  return { rows, foodIds };
}

async function writeRows(manager: EntityManager, rows: readonly FeedRowOutcome[], foodIds: ReadonlyMap<string, number>, source: string): Promise<void> {
  for (const row of rows) {
    if (row.outcome !== 'new' && row.outcome !== 'corrected') continue;
    const { observation } = row;
    await manager.query(
      `INSERT INTO food_offers (food_id, retailer, seen_on, package_grams, basis, source, retailer_product_id, product_url,
         affiliate_url, package_label, price_cents, regular_price_cents, sale_ends_on, availability, rating, review_count)
       VALUES ($1, $2, $3, $4, 'observed', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (food_id, retailer, package_grams, seen_on, basis) DO UPDATE SET
         source = EXCLUDED.source, retailer_product_id = EXCLUDED.retailer_product_id, product_url = EXCLUDED.product_url,
         affiliate_url = EXCLUDED.affiliate_url, package_label = EXCLUDED.package_label, price_cents = EXCLUDED.price_cents,
         regular_price_cents = EXCLUDED.regular_price_cents, sale_ends_on = EXCLUDED.sale_ends_on,
         availability = EXCLUDED.availability, rating = EXCLUDED.rating, review_count = EXCLUDED.review_count,
         recorded_at = now()`,
      [foodIds.get(observation.food), observation.retailer, observation.seenOn, observation.packageGrams, source, ...figuresOf(observation)],
    );
  }
}

/**
 * Imports a retailer feed's prices (and ratings) into the catalogue's history of offers. A dry run
 * (the default) only reads the database and reports what each row would do. With `apply`, the rows
 * are written in one transaction, unless any row is refused: then nothing is written, so a fixed file
 * can simply be run again. Importing the same file twice changes nothing the second time; a row for
 * a day already stored corrects that day's figures; a later day adds a row, keeping the history.
 * Running services reload the catalogue when an applied import commits.
 */
export async function importFeed(dataSource: DataSource, records: readonly FeedRecord[], options: FeedImportOptions): Promise<FeedImportReport> {
  const knownColumns = new Set<string>(FEED_COLUMNS);
  const ignoredColumns = [...new Set(records.flatMap((record) => Object.keys(record.values)))].filter((column) => !knownColumns.has(column));
  if (!options.apply) {
    const { rows } = await planRows(dataSource.manager, records, options.today);
    return { rows, ignoredColumns, written: false };
  }
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
    const { rows, foodIds } = await planRows(manager, records, options.today);
    if (rows.some((row) => row.outcome === 'refused')) return { rows, ignoredColumns, written: false };
    await writeRows(manager, rows, foodIds, options.source);
    const [{ schema }] = (await manager.query('SELECT current_schema() AS schema')) as [{ schema: string }];
    await manager.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, schema]);
    return { rows, ignoredColumns, written: true };
  });
}

function describeObservation(observation: OfferObservation): string {
  const price = formatUsd(observation.priceCents / 100);
  const regular = observation.regularPriceCents === null ? '' : ` (was ${formatUsd(observation.regularPriceCents / 100)})`;
  return `${observation.food}: ${price}${regular} for ${observation.packageLabel} at ${observation.retailer}, seen ${observation.seenOn}`;
}

/** The report an editor reads: every row with what it does or why it is refused, then the totals. */
export function formatFeedReport(report: FeedImportReport, file: string, apply: boolean): string {
  const lines = [`Catalogue import of ${file} (${apply ? 'apply' : 'dry run: nothing is written; add --apply to write'})`];
  if (report.ignoredColumns.length > 0) lines.push(`  Columns not read: ${report.ignoredColumns.join(', ')}`);
  for (const row of report.rows) {
    if (row.outcome === 'refused') lines.push(`  ${row.where}: refused: ${row.problems.join('; ')}`);
    else lines.push(`  ${row.where}: ${row.outcome}: ${describeObservation(row.observation)}`);
  }
  const count = (outcome: FeedRowOutcome['outcome']) => report.rows.filter((row) => row.outcome === outcome).length;
  const refused = count('refused');
  lines.push(
    `${report.rows.length} ${report.rows.length === 1 ? 'row' : 'rows'}: ${count('new')} new, ${count('corrected')} corrected, ` +
      `${count('unchanged')} unchanged, ${refused} refused.`,
  );
  if (refused > 0) lines.push('Nothing was written: fix the refused rows and run the import again.');
  else if (report.written && count('new') + count('corrected') > 0) lines.push('Written: the site shows the new prices within a minute.');
  else if (report.written) lines.push('Nothing to write: the catalogue already holds every row as given.');
  return lines.join('\n');
}
