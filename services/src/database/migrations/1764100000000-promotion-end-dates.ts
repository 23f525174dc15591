import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, promotions: the last day of a promotion, as the retailer states it. The site says
 * "Limited time offer" only for a promotion with an end date, and shows that date; a promotion
 * without one is shown without urgency (the FTC counts a deadline that does not exist as deceptive).
 */
export class PromotionEndDates1764100000000 implements MigrationInterface {
  name = 'PromotionEndDates1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE dog_foods ADD COLUMN promotion_ends_on date');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE dog_foods DROP COLUMN promotion_ends_on');
  }
}
