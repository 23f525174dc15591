import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A selector that scales with the catalogue: the database shortlists the foods a recommendation needs
 * (`RecommendationShortlist`) instead of the engine scoring every food. `paid_usd_per_kcal` (what a
 * kcal of the food costs at its price after the discount, as `feedingPlanFor` works it out) makes a
 * dog's monthly cost one multiplication; the GIN index answers `suitable_for @> '{"age": [...],
 * "size": [...]}'` and the b-tree the food types.
 */
export class RecommendationShortlist1764300000000 implements MigrationInterface {
  name = 'RecommendationShortlist1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE dog_foods ADD COLUMN paid_usd_per_kcal double precision GENERATED ALWAYS AS (
        (floor((figures #>> '{package,priceUsd}')::double precision * (100 - discount_percentage) + 0.5) / 100)
        / ((figures #>> '{package,grams}')::double precision / 1000 * (figures #>> '{energy,kcalPerKg}')::double precision)
      ) STORED`);
    await queryRunner.query('CREATE INDEX dog_foods_suitable_for ON dog_foods USING gin (suitable_for jsonb_path_ops)');
    // Every column the shortlist reads, so it scans this index alone (once VACUUM marked the table
    // visible: the import runs it) rather than the catalogue's wide rows.
    await queryRunner.query(`
      CREATE INDEX dog_foods_shortlist ON dog_foods (food_type) INCLUDE (
        id, suitable_for, allergens, match_tags, rating, requires_prescription, is_vet_recommended, is_clinically_proven,
        paid_usd_per_kcal
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX dog_foods_shortlist');
    await queryRunner.query('DROP INDEX dog_foods_suitable_for');
    await queryRunner.query('ALTER TABLE dog_foods DROP COLUMN paid_usd_per_kcal');
  }
}
