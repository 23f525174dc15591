import type { RedFlag } from '@gentlebowl/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The answers the spec's columns do not hold, and what the answer held besides the recommended ids.
 * Rows stored before issue 14 lack the fields from `weightLbs` on; before issue 42, `adultWeightLbs`.
 */
export interface RecommendationRequestDetails {
  frequency: string;
  duration: string;
  additionalInfo: string | null;
  budget: string;
  ingredients: string[];
  allergies: string[];
  weightLbs: number | null;
  /** A puppy's expected adult weight. */
  adultWeightLbs?: number | null;
  underSixMonths: boolean | null;
  warningSigns: string[];
  vetDiagnosed: boolean | null;
  /** Prescription diets shown under "Ask your vet about". */
  askYourVetFoodIds: number[];
  redFlags: RedFlag[];
}

/** One answered food-selector request (spec section 3: dog_food_recommendations). */
@Entity({ name: 'dog_food_recommendations' })
export class DogFoodRecommendationEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'dog_name', type: 'text' })
  dogName!: string;

  @Column({ name: 'dog_breed', type: 'text' })
  dogBreed!: string;

  @Column({ name: 'dog_age', type: 'text' })
  dogAge!: string;

  @Column({ name: 'dog_size', type: 'text' })
  dogSize!: string;

  @Column({ type: 'text', array: true })
  symptoms!: string[];

  /** The food types the owner chose. */
  @Column({ name: 'food_preferences', type: 'text', array: true })
  foodPreferences!: string[];

  @Column({ name: 'recommended_food_ids', type: 'integer', array: true })
  recommendedFoodIds!: number[];

  /** The rest of the answers (frequency, duration, budget, ingredients, allergies, notes, weight, vet answers). */
  @Column({ name: 'request_details', type: 'jsonb', default: () => "'{}'" })
  requestDetails!: RecommendationRequestDetails;

  /** When the request was stored, by the database's clock (the spec's text column became a timestamp,
   * see the RecommendationCreatedAtTimestamps migration). */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
