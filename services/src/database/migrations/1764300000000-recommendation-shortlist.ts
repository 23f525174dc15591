import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MASK_LAYOUT, maskSql } from './shortlist-masks.js';

const MASK_COLUMNS: readonly (readonly [column: string, expression: string])[] = [
  ['age_mask', maskSql(MASK_LAYOUT.age, (age) => `suitable_for -> 'age' ? ${age}`)],
  ['size_mask', maskSql(MASK_LAYOUT.size, (size) => `suitable_for -> 'size' ? ${size}`)],
  // As `declaredAllergiesIn`: an allergen listed, or a match tag naming one.
  ['allergen_mask', maskSql(MASK_LAYOUT.allergy, (allergy) => `(${allergy} = ANY(allergens) OR ${allergy} = ANY(match_tags))`)],
  ['symptom_mask', maskSql(MASK_LAYOUT.symptom, (symptom) => `suitable_for -> 'symptoms' ? ${symptom}`)],
  ['tag_mask', maskSql(MASK_LAYOUT.tag, (tag) => `${tag} = ANY(match_tags)`)],
];

/** The shortlist's index by food type (RecommendationFits1764500000000 replaces it with its own table). */
export const CREATE_FOOD_TYPE_SHORTLIST_INDEX = `
  CREATE INDEX dog_foods_shortlist ON dog_foods (food_type) INCLUDE (
    id, age_mask, size_mask, allergen_mask, symptom_mask, tag_mask, paid_usd_per_kcal, rating, requires_prescription,
    is_vet_recommended, is_clinically_proven
  )`;

/**
 * A selector that scales with the catalogue: the database shortlists the foods a recommendation needs
 * (`RecommendationShortlist`) instead of the engine scoring every food. Generated columns hold what
 * the shortlist reads as integers: the food's age groups, sizes, contained allergies, symptoms and
 * match tags as masks (`MASK_LAYOUT`), and `paid_usd_per_kcal`, what a kcal of the food costs at its
 * price after the discount (as `feedingPlanFor` works it out), so a dog's monthly cost is one
 * multiplication. The index holds every column the shortlist reads, by food type, so the query scans
 * it alone.
 */
export class RecommendationShortlist1764300000000 implements MigrationInterface {
  name = 'RecommendationShortlist1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [column, expression] of MASK_COLUMNS) {
      await queryRunner.query(`ALTER TABLE dog_foods ADD COLUMN ${column} integer GENERATED ALWAYS AS (${expression}) STORED`);
    }
    await queryRunner.query(`
      ALTER TABLE dog_foods ADD COLUMN paid_usd_per_kcal double precision GENERATED ALWAYS AS (
        (floor((figures #>> '{package,priceUsd}')::double precision * (100 - discount_percentage) + 0.5) / 100)
        / ((figures #>> '{package,grams}')::double precision / 1000 * (figures #>> '{energy,kcalPerKg}')::double precision)
      ) STORED`);
    await queryRunner.query(CREATE_FOOD_TYPE_SHORTLIST_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX dog_foods_shortlist');
    for (const column of ['paid_usd_per_kcal', ...MASK_COLUMNS.map(([name]) => name)]) {
      await queryRunner.query(`ALTER TABLE dog_foods DROP COLUMN ${column}`);
    }
  }
}
