import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every API instance, in the shape rate-limiter-flexible's PostgreSQL
 * store reads and writes (one row per budget and client, updated in place by one upsert). UNLOGGED:
 * a counter is worth nothing after a crash, and skipping the write-ahead log keeps each request's
 * upsert from waiting for a disk flush.
 */
export class RateLimits1763900000000 implements MigrationInterface {
  name = 'RateLimits1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rate_limits');
  }
}
