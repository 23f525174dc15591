import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owner stories: sent from the home page with consent, stored unpublished, shown once an editor
 * approves them (published_at). The home page reads the newest published ones, which the partial
 * index hands over in order without reading the stories that wait.
 */
export class OwnerStories1765000000000 implements MigrationInterface {
  name = 'OwnerStories1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE owner_stories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name text NOT NULL,
        town text NOT NULL,
        story text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX owner_stories_published ON owner_stories (published_at DESC) WHERE published_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE owner_stories');
  }
}
