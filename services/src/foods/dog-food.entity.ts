import type { Allergy, LabelFacts, PreferredIngredient, ShopSearch, SuitableFor } from '@gentlebowl/contracts';
import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A food of the catalogue: what it is, who it suits, what its label states. Its prices and ratings
 * are observations of their own (FoodOfferEntity). */
@Entity({ name: 'dog_foods' })
@Check('dog_foods_badges_reviewed', 'reviewed_by IS NOT NULL OR NOT (is_vet_recommended OR is_all_natural OR is_clinically_proven)')
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

  /** True only with a reviewer (the check above). */
  @Column({ name: 'is_vet_recommended', type: 'boolean', default: false })
  isVetRecommended!: boolean;

  @Column({ name: 'is_all_natural', type: 'boolean', default: false })
  isAllNatural!: boolean;

  @Column({ name: 'is_clinically_proven', type: 'boolean', default: false })
  isClinicallyProven!: boolean;

  /** The named reviewer who stands behind the badges, with a credential and the day. */
  @Column({ name: 'reviewed_by', type: 'text', nullable: true })
  reviewedBy!: string | null;

  @Column({ name: 'reviewer_credential', type: 'text', nullable: true })
  reviewerCredential!: string | null;

  @Column({ name: 'reviewed_on', type: 'date', nullable: true })
  reviewedOn!: string | null;

  @Column({ name: 'details_url', type: 'text', nullable: true })
  detailsUrl!: string | null;

  @Column({ name: 'suitable_for', type: 'jsonb' })
  suitableFor!: SuitableFor;

  /** The label's ingredients, in label order. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ingredients!: string[];

  /** Allergy vocabulary values present anywhere in the food: the engine's hard allergy rule reads these. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergens!: Allergy[];

  @Column({ name: 'match_tags', type: 'text', array: true, default: () => "'{}'" })
  matchTags!: PreferredIngredient[];

  /** Sold only on a vet's authorization: never the top pick unless the owner says a vet is involved. */
  @Column({ name: 'requires_prescription', type: 'boolean', default: false })
  requiresPrescription!: boolean;

  /** What the maker's label states, with the page and day it was read on. */
  @Column({ type: 'jsonb' })
  label!: LabelFacts;

  /** Where to look for the food when no offer links to its page. */
  @Column({ name: 'shop_search', type: 'jsonb', nullable: true })
  shopSearch!: ShopSearch | null;

  /** What a price for this food buys, when that needs saying. */
  @Column({ name: 'cost_note', type: 'text', nullable: true })
  costNote!: string | null;

  /** From the sample catalogue bundled with the site. */
  @Column({ name: 'sample_data', type: 'boolean', default: false })
  sampleData!: boolean;

  @Column({ name: 'key_benefits', type: 'text', array: true, default: () => "'{}'" })
  keyBenefits!: string[];

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
