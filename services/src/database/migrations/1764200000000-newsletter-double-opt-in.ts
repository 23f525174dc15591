import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20, double opt-in: an address is a subscriber once its owner has followed the confirmation
 * link (confirmed_at), and a confirmation mail goes to one address at most once an hour
 * (confirmation_sent_at). Addresses stored before this were never confirmed, so they are not
 * subscribers: they stay unconfirmed, and the retention job removes them.
 */
export class NewsletterDoubleOptIn1764200000000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE newsletter_subscriptions
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN confirmation_sent_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE newsletter_subscriptions DROP COLUMN confirmed_at, DROP COLUMN confirmation_sent_at`);
  }
}
