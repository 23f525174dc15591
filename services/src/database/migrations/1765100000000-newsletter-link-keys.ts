import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 45: a newsletter mail's links name the subscription by a random key of its own (signed, see
 * signed-tokens.ts), no longer by the address in readable base64. Every existing subscription gets
 * its key here. Confirmation links mailed before this named the address: they are refused as invalid
 * (they worked for 48 hours; the page says to sign up again). Unsubscribe links mailed before it, which
 * never expire, are still honoured (NewsletterService.unsubscribe).
 */
export class NewsletterLinkKeys1765100000000 implements MigrationInterface {
  name = 'NewsletterLinkKeys1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE newsletter_subscriptions
        ADD COLUMN link_key uuid NOT NULL DEFAULT gen_random_uuid(),
        ADD CONSTRAINT newsletter_subscriptions_link_key_key UNIQUE (link_key)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE newsletter_subscriptions DROP COLUMN link_key');
  }
}
