import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FoodCatalogueBrowsing1764400000000 } from './1764400000000-food-catalogue-browsing.js';
import { RecommendationShortlist1764300000000 } from './1764300000000-recommendation-shortlist.js';
import { RecommendationFits1764500000000 } from './1764500000000-recommendation-fits.js';

/**
 * Facts an owner can check (issue 42): a food's facts are stored by kind, each with where it comes
 * from and when.
 *
 * - dog_foods.label: what the maker's label states (energy, guaranteed analysis, AAFCO statement and
 *   life stage), with the page it was read on and the day, or which figures are estimates. It
 *   replaces `figures`, whose package and price were one undated snapshot.
 * - food_offers: every price a retailer was seen asking for a package, with its rating and review
 *   count when the retailer showed them, the product's address and the day it was seen, or the
 *   editors' estimate and its day. Rows are never updated into a later day: each day seen is a row,
 *   so the history stays. The food's price, rating and "where to buy" are read from the newest rows.
 * - dog_foods.shop_search: where to look for the food when no offer links to its page (a search at
 *   a retailer); buy links to it say they are a search. dog_foods.cost_note: what a price for the food
 *   buys, when that needs saying (a pre-mix without the meat).
 * - Badges (vet recommended, clinically proven, all natural) only with a named reviewer, a credential
 *   and a date (reviewed_by, reviewer_credential, reviewed_on); a constraint holds it.
 * - dog_foods.sample_data: the record comes from the sample catalogue bundled with the site.
 *
 * Which prices are current depends on the day, so recommendations and the catalogue are ranked by the
 * API from the catalogue it holds in memory, not by a stored shortlist: the recommendation shortlist's
 * table, its generated columns and the catalogue's order indexes go.
 *
 * No label source, review or observation can be made up for rows that exist already: the badges are
 * cleared, the label keeps the old energy figures, and the content import that follows the
 * migrations on every start rewrites every row from the catalogue file.
 */
export class FoodProvenance1764900000000 implements MigrationInterface {
  name = 'FoodProvenance1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER dog_food_fits_follow ON dog_foods');
    await queryRunner.query('DROP FUNCTION dog_food_fits_follow()');
    await queryRunner.query('DROP TABLE dog_food_fits');
    await queryRunner.query('DROP INDEX dog_foods_by_cost');
    await queryRunner.query('DROP INDEX dog_foods_by_rating');
    await queryRunner.query(`
      ALTER TABLE dog_foods
        DROP COLUMN paid_usd_per_kcal,
        DROP COLUMN age_mask,
        DROP COLUMN size_mask,
        DROP COLUMN allergen_mask,
        DROP COLUMN symptom_mask,
        DROP COLUMN tag_mask`);

    await queryRunner.query(`
      ALTER TABLE dog_foods
        ADD COLUMN label jsonb,
        ADD COLUMN shop_search jsonb,
        ADD COLUMN cost_note text,
        ADD COLUMN sample_data boolean NOT NULL DEFAULT false,
        ADD COLUMN reviewed_by text,
        ADD COLUMN reviewer_credential text,
        ADD COLUMN reviewed_on date`);
    await queryRunner.query(`
      UPDATE dog_foods SET
        label = jsonb_build_object(
          'energy', figures -> 'energy',
          'guaranteedAnalysis', NULL,
          'aafcoStatement', NULL,
          'aafcoLifeStage', NULL,
          'source', NULL,
          'estimated', '["energy", "serving"]'::jsonb,
          'estimateNote', 'Not yet checked against the maker''s label.'
        ),
        shop_search = CASE WHEN retailer IS NOT NULL AND where_to_buy_url IS NOT NULL
          THEN jsonb_build_object('retailer', retailer, 'url', where_to_buy_url) END,
        is_vet_recommended = false,
        is_all_natural = false,
        is_clinically_proven = false`);
    await queryRunner.query(`
      ALTER TABLE dog_foods
        ALTER COLUMN label SET NOT NULL,
        ADD CONSTRAINT dog_foods_label_shape CHECK (
          jsonb_typeof(label -> 'energy') = 'object' AND jsonb_typeof(label -> 'estimated') = 'array'
        ),
        ADD CONSTRAINT dog_foods_review_complete CHECK (
          (reviewed_by IS NULL) = (reviewer_credential IS NULL) AND (reviewed_by IS NULL) = (reviewed_on IS NULL)
        ),
        ADD CONSTRAINT dog_foods_badges_reviewed CHECK (
          reviewed_by IS NOT NULL OR NOT (is_vet_recommended OR is_all_natural OR is_clinically_proven)
        ),
        DROP COLUMN figures,
        DROP COLUMN kcal_per_cup,
        DROP COLUMN rating,
        DROP COLUMN review_count,
        DROP COLUMN badges,
        DROP COLUMN price,
        DROP COLUMN discount_percentage,
        DROP COLUMN is_promotion,
        DROP COLUMN promotion_ends_on,
        DROP COLUMN retailer,
        DROP COLUMN where_to_buy_url,
        DROP COLUMN affiliate_url`);

    await queryRunner.query(`
      CREATE TABLE food_offers (
        id serial PRIMARY KEY,
        food_id integer NOT NULL REFERENCES dog_foods (id) ON DELETE CASCADE,
        retailer text NOT NULL,
        retailer_product_id text,
        product_url text,
        affiliate_url text,
        package_label text NOT NULL,
        package_grams integer NOT NULL CHECK (package_grams > 0),
        price_cents integer NOT NULL CHECK (price_cents > 0),
        regular_price_cents integer CHECK (regular_price_cents > price_cents),
        sale_ends_on date,
        availability text CHECK (availability IN ('in_stock', 'out_of_stock', 'preorder', 'backorder')),
        rating integer CHECK (rating BETWEEN 0 AND 50),
        review_count integer CHECK (review_count >= 0),
        basis text NOT NULL CHECK (basis IN ('observed', 'estimate')),
        seen_on date NOT NULL,
        source text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT food_offers_rating_counted CHECK ((rating IS NULL) = (review_count IS NULL)),
        CONSTRAINT food_offers_estimate_is_a_price CHECK (
          basis = 'observed' OR (rating IS NULL AND availability IS NULL AND regular_price_cents IS NULL)
        ),
        CONSTRAINT food_offers_one_per_day UNIQUE (food_id, retailer, package_grams, seen_on, basis)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Prices, ratings and reviews cannot be put back into one row per food; the previous release's
    // import fills them in again from its catalogue file.
    await queryRunner.query('DROP TABLE food_offers');
    await queryRunner.query(`
      ALTER TABLE dog_foods
        ADD COLUMN figures jsonb,
        ADD COLUMN kcal_per_cup integer,
        ADD COLUMN rating integer NOT NULL DEFAULT 0 CONSTRAINT dog_foods_rating_range CHECK (rating BETWEEN 0 AND 50),
        ADD COLUMN review_count integer NOT NULL DEFAULT 0,
        ADD COLUMN badges text NOT NULL DEFAULT '',
        ADD COLUMN price text,
        ADD COLUMN discount_percentage integer NOT NULL DEFAULT 0
          CONSTRAINT dog_foods_discount_range CHECK (discount_percentage BETWEEN 0 AND 100),
        ADD COLUMN is_promotion boolean NOT NULL DEFAULT false,
        ADD COLUMN promotion_ends_on date,
        ADD COLUMN retailer text,
        ADD COLUMN where_to_buy_url text,
        ADD COLUMN affiliate_url text`);
    await queryRunner.query(`
      UPDATE dog_foods SET
        figures = jsonb_build_object('energy', label -> 'energy', 'package', jsonb_build_object('label', '', 'grams', 1, 'priceUsd', 0),
          'sources', '[]'::jsonb, 'estimated', '["energy", "serving", "package", "price"]'::jsonb, 'estimateNote', label -> 'estimateNote'),
        retailer = shop_search ->> 'retailer',
        where_to_buy_url = shop_search ->> 'url'`);
    await queryRunner.query(`
      ALTER TABLE dog_foods
        ADD CONSTRAINT dog_foods_figures_shape CHECK (
          figures IS NOT NULL
          AND jsonb_typeof(figures -> 'energy') = 'object'
          AND jsonb_typeof(figures -> 'package') = 'object'
          AND jsonb_typeof(figures -> 'sources') = 'array'
          AND jsonb_typeof(figures -> 'estimated') = 'array'
        ) NOT VALID,
        DROP COLUMN label,
        DROP COLUMN shop_search,
        DROP COLUMN cost_note,
        DROP COLUMN sample_data,
        DROP COLUMN reviewed_by,
        DROP COLUMN reviewer_credential,
        DROP COLUMN reviewed_on`);
    await new RecommendationShortlist1764300000000().up(queryRunner);
    await new FoodCatalogueBrowsing1764400000000().up(queryRunner);
    await new RecommendationFits1764500000000().up(queryRunner);
  }
}
