import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14, cost and portion for each dog:
 * - dog_foods.figures: energy, package and price as published, with sources, from which the service
 *   works out each dog's daily portion and monthly cost. It replaces monthly_budget, a cost band
 *   stored per food whatever the dog's size, which is dropped.
 * - dog_foods.requires_prescription: prescription diets are kept out of the top picks unless the
 *   owner says a vet is involved.
 *
 * No figures can be made up for rows that exist already, so the column starts empty and the
 * constraint is NOT VALID: it holds for every row written from now on, and the content import that
 * follows the migrations on every start rewrites or removes every existing row.
 */
export class FoodFigures1764000000000 implements MigrationInterface {
  name = 'FoodFigures1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE dog_foods
        ADD COLUMN requires_prescription boolean NOT NULL DEFAULT false,
        ADD COLUMN figures jsonb,
        DROP COLUMN monthly_budget`);
    await queryRunner.query(`
      ALTER TABLE dog_foods ADD CONSTRAINT dog_foods_figures_shape CHECK (
        figures IS NOT NULL
        AND jsonb_typeof(figures -> 'energy') = 'object'
        AND jsonb_typeof(figures -> 'package') = 'object'
        AND jsonb_typeof(figures -> 'sources') = 'array'
        AND jsonb_typeof(figures -> 'estimated') = 'array'
      ) NOT VALID`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The bands cannot be recovered from the figures; the previous release's import fills them in again.
    await queryRunner.query(`
      ALTER TABLE dog_foods
        DROP CONSTRAINT dog_foods_figures_shape,
        DROP COLUMN figures,
        DROP COLUMN requires_prescription,
        ADD COLUMN monthly_budget text NOT NULL DEFAULT ''`);
    await queryRunner.query('ALTER TABLE dog_foods ALTER COLUMN monthly_budget DROP DEFAULT');
  }
}
