import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 46: the users table of spec section 3 is dropped. No screen or endpoint ever used it (the
 * spec says so) and the API never wrote a row to it; accounts will get a table of their own, shaped
 * by the feature that needs them. Going down recreates it empty, as the initial schema made it.
 */
export class DropUsers1765300000000 implements MigrationInterface {
  name = 'DropUsers1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE users');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username text NOT NULL CONSTRAINT users_username_unique UNIQUE,
        password text NOT NULL
      )`);
  }
}
