import type { Availability, OfferBasis } from '@gentlebowl/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DogFoodEntity } from './dog-food.entity.js';

/**
 * One price a retailer was seen asking for one package of a food on one day (or the editors'
 * estimate of it), with the retailer's star rating and review count when it showed them. A later day
 * is a new row, so the history is kept; the food's current price is its newest row.
 */
@Entity({ name: 'food_offers' })
@Index('food_offers_one_per_day', ['foodId', 'retailer', 'packageGrams', 'seenOn', 'basis'], { unique: true })
export class FoodOfferEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'food_id', type: 'integer' })
  foodId!: number;

  @ManyToOne(() => DogFoodEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'food_id' })
  food?: DogFoodEntity;

  @Column({ type: 'text' })
  retailer!: string;

  @Column({ name: 'retailer_product_id', type: 'text', nullable: true })
  retailerProductId!: string | null;

  @Column({ name: 'product_url', type: 'text', nullable: true })
  productUrl!: string | null;

  @Column({ name: 'affiliate_url', type: 'text', nullable: true })
  affiliateUrl!: string | null;

  @Column({ name: 'package_label', type: 'text' })
  packageLabel!: string;

  @Column({ name: 'package_grams', type: 'integer' })
  packageGrams!: number;

  /** What a shopper pays, in cents (the sale price during a sale). */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents!: number;

  /** The price before the sale, in cents; null without a sale. */
  @Column({ name: 'regular_price_cents', type: 'integer', nullable: true })
  regularPriceCents!: number | null;

  @Column({ name: 'sale_ends_on', type: 'date', nullable: true })
  saleEndsOn!: string | null;

  @Column({ type: 'text', nullable: true })
  availability!: Availability | null;

  /** The retailer's star rating in tenths of a star, as shown that day. */
  @Column({ type: 'integer', nullable: true })
  rating!: number | null;

  @Column({ name: 'review_count', type: 'integer', nullable: true })
  reviewCount!: number | null;

  @Column({ type: 'text' })
  basis!: OfferBasis;

  /** The day the price was seen (or estimated), YYYY-MM-DD. */
  @Column({ name: 'seen_on', type: 'date' })
  seenOn!: string;

  /** The feed or catalogue file the row came from. */
  @Column({ type: 'text' })
  source!: string;

  @CreateDateColumn({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}
