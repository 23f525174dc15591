import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A selector that scales with the catalogue: the recommendation engine asks the database for the foods
 * of the owner's food types that suit the dog's age group and size (`HardRuleCandidates`) instead of
 * scoring every food. The GIN index answers `suitable_for @> '{"age": [...], "size": [...]}'`; the
 * b-tree the food types.
 */
export class RecommendationCandidateIndexes1764300000000 implements MigrationInterface {
  name = 'RecommendationCandidateIndexes1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX dog_foods_suitable_for ON dog_foods USING gin (suitable_for jsonb_path_ops)');
    await queryRunner.query('CREATE INDEX dog_foods_food_type ON dog_foods (food_type)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX dog_foods_food_type');
    await queryRunner.query('DROP INDEX dog_foods_suitable_for');
  }
}
