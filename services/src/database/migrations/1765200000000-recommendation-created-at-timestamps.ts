import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 46: dog_food_recommendations.created_at becomes a timestamptz that the database fills (the
 * spec's text column held the API's `toISOString()`). Every stored request keeps its time: the ISO
 * text names its own zone (Z), so the cast reads the same instant whatever the session's TimeZone.
 * Going down writes the times back as the API wrote them (UTC, milliseconds, Z).
 */
export class RecommendationCreatedAtTimestamps1765200000000 implements MigrationInterface {
  name = 'RecommendationCreatedAtTimestamps1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE dog_food_recommendations
        ALTER COLUMN created_at TYPE timestamptz USING created_at::timestamptz,
        ALTER COLUMN created_at SET DEFAULT now()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE dog_food_recommendations
        ALTER COLUMN created_at DROP DEFAULT,
        ALTER COLUMN created_at TYPE text
          USING to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  }
}
