import type { Allergy, FoodFigures, PreferredIngredient, SuitableFor } from '@gentlebowl/contracts';
import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'dog_foods' })
@Check('dog_foods_rating_range', '"rating" BETWEEN 0 AND 50')
@Check('dog_foods_discount_range', '"discount_percentage" BETWEEN 0 AND 100')
export class DogFoodEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stable catalogue key: the importer upserts by it, so ids survive re-imports. */
  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  brand!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl!: string;

  @Column({ name: 'food_type', type: 'text' })
  foodType!: string;

  /** Tenths of a star, 0-50. */
  @Column({ type: 'integer' })
  rating!: number;

  @Column({ name: 'review_count', type: 'integer', default: 0 })
  reviewCount!: number;

  @Column({ type: 'text', default: '' })
  badges!: string;

  @Column({ name: 'is_vet_recommended', type: 'boolean', default: false })
  isVetRecommended!: boolean;

  @Column({ name: 'is_all_natural', type: 'boolean', default: false })
  isAllNatural!: boolean;

  @Column({ name: 'is_clinically_proven', type: 'boolean', default: false })
  isClinicallyProven!: boolean;

  @Column({ name: 'where_to_buy_url', type: 'text', nullable: true })
  whereToBuyUrl!: string | null;

  @Column({ name: 'details_url', type: 'text', nullable: true })
  detailsUrl!: string | null;

  @Column({ name: 'suitable_for', type: 'jsonb' })
  suitableFor!: SuitableFor;

  @Column({ name: 'affiliate_url', type: 'text', nullable: true })
  affiliateUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  retailer!: string | null;

  @Column({ type: 'text', nullable: true })
  price!: string | null;

  @Column({ name: 'discount_percentage', type: 'integer', default: 0 })
  discountPercentage!: number;

  @Column({ name: 'is_promotion', type: 'boolean', default: false })
  isPromotion!: boolean;

  /** The promotion's last day (YYYY-MM-DD), when the retailer states one. */
  @Column({ name: 'promotion_ends_on', type: 'date', nullable: true })
  promotionEndsOn!: string | null;

  /** The first label ingredients, in label order. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ingredients!: string[];

  /** Allergy vocabulary values present anywhere in the food: the engine's hard allergy rule reads these. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergens!: Allergy[];

  @Column({ name: 'match_tags', type: 'text', array: true, default: () => "'{}'" })
  matchTags!: PreferredIngredient[];

  @Column({ name: 'kcal_per_cup', type: 'integer', nullable: true })
  kcalPerCup!: number | null;

  /** Sold only on a vet's authorization: never the top pick unless the owner says a vet is involved. */
  @Column({ name: 'requires_prescription', type: 'boolean', default: false })
  requiresPrescription!: boolean;

  /** Energy, package and price as published, with their sources; portions and costs come from them. */
  @Column({ type: 'jsonb' })
  figures!: FoodFigures;

  @Column({ name: 'key_benefits', type: 'text', array: true, default: () => "'{}'" })
  keyBenefits!: string[];

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
