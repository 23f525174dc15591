import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - newsletter_subscriptions.last_signed_up_at: a repeated sign-up updates it, so a known address
 *   costs the same write as a new one and its timing does not tell who is subscribed.
 * - contact_message_fingerprints: per distinct message (SHA-256 of name, email, subject and message,
 *   joined by U+001F) when it was last stored, so that one statement can store a message only when
 *   no identical one arrived in the last minutes, safely under concurrent repeats (ON CONFLICT).
 */
export class RepeatSafeWrites1763900100000 implements MigrationInterface {
  name = 'RepeatSafeWrites1763900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE newsletter_subscriptions ADD COLUMN last_signed_up_at timestamptz NOT NULL DEFAULT now()',
    );
    await queryRunner.query('UPDATE newsletter_subscriptions SET last_signed_up_at = created_at');
    await queryRunner.query(`
      CREATE TABLE contact_message_fingerprints (
        content_hash text PRIMARY KEY,
        stored_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO contact_message_fingerprints (content_hash, stored_at)
      SELECT encode(sha256(convert_to(concat_ws(chr(31), name, email, subject, message), 'UTF8')), 'hex'), max(created_at)
      FROM contact_messages
      GROUP BY 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE contact_message_fingerprints');
    await queryRunner.query('ALTER TABLE newsletter_subscriptions DROP COLUMN last_signed_up_at');
  }
}
