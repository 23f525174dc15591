import { budgetMonthlyUsd, budgetValues, DAYS_PER_MONTH } from '@gentlebowl/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DogFoodEntity } from '../foods/dog-food.entity.js';
import { shownFoodTypes } from './engine/hard-rules.js';
import type { OwnerProfile } from './engine/owner-profile.js';
import { ASK_YOUR_VET_LIMIT, DEFAULT_RECOMMENDATION_LIMIT } from './engine/recommend-foods.js';
import {
  budgetFitPoints,
  CLINICALLY_PROVEN_POINTS,
  EDITORIAL_RATING_WEIGHT,
  HIGHEST_RATING,
  PREFERRED_INGREDIENTS_WEIGHT,
  SYMPTOM_COVERAGE_WEIGHT,
  VET_RECOMMENDED_POINTS,
} from './engine/scoring.js';
import { MASK_LAYOUT, maskOf } from './food-masks.js';

/**
 * Foods past each list's limit the shortlist keeps: the database's order is worked out in floating
 * point and rounded its own way, so a food the engine places last on a list may sit a few places
 * lower here; this many more covers any such near-tie.
 */
export const SHORTLIST_MARGIN = 5;

/**
 * The database's share of a recommendation: the foods of the owner's food types that suit the dog's
 * age group and size and contain none of its declared allergies (the hard rules of
 * `hardRuleFailures`), read from `dog_food_fits` (migration 1764500000000: a row per food and each
 * age group and size it suits, keyed and indexed so that this query reads only its own entries and
 * tests their allergen masks), put in the engine's order (within budget first, then score, rating,
 * id; prescription diets apart unless a vet is involved) and cut to each list's limit plus
 * `SHORTLIST_MARGIN`. The points are the engine's own constants, passed as parameters. Each list is
 * its own `ORDER BY ... LIMIT`, which PostgreSQL answers keeping only the best few foods as it scores
 * them, rather than ranking every fitting food (a window over both lists: about a fifth slower at
 * 5,000 foods).
 *
 * Only the ids leave the database. The engine then ranks the full records of these few foods and
 * checks every hard rule on them again, so a food breaking one is never sent whatever this query
 * does; `recommendations.scale.api.test.ts` checks on a 5,000-food catalogue that the answer is the
 * one the engine gives from the whole catalogue.
 */
const SHORTLIST_SQL = `
  WITH fitting AS (
    SELECT food_id AS id, rating, requires_prescription AND NOT $7::boolean AS for_the_vet,
      symptom_mask, tag_mask, is_vet_recommended, is_clinically_proven,
      floor($2::float8 * $3::float8 * paid_usd_per_kcal * 100 + 0.5) / 100 AS monthly_usd
    FROM dog_food_fits
    WHERE food_type = ANY($1::text[])
      AND age_bit = $4::int
      AND size_bit = $5::int
      AND allergen_mask & $6::int = 0
  ),
  scored AS (
    SELECT id, rating, for_the_vet,
      CASE WHEN $8::float8 IS NULL OR monthly_usd <= $8::float8 THEN 0 ELSE floor((monthly_usd - $8::float8) * 100 + 0.5) / 100 END
        AS over_budget,
      floor((
        $9::float8 * bit_count((symptom_mask & $10::int)::bit(32)) / $11::float8
        + $12::float8 * bit_count((tag_mask & $13::int)::bit(32)) / $14::float8
        + ($15::float8[])[1 + cardinality($16::float8[]) - width_bucket(-monthly_usd, $16::float8[])]
        + CASE WHEN is_vet_recommended THEN $17::float8 ELSE 0 END
        + CASE WHEN is_clinically_proven THEN $18::float8 ELSE 0 END
        + $19::float8 * least(greatest(rating, 0), $20::float8) / $20::float8
      ) * 100 + 0.5) / 100 AS score
    FROM fitting
  )
  (SELECT id FROM scored WHERE NOT for_the_vet ORDER BY over_budget, score DESC, rating DESC, id LIMIT $21::int)
  UNION ALL
  (SELECT id FROM scored WHERE for_the_vet ORDER BY over_budget, score DESC, rating DESC, id LIMIT $22::int)`;

@Injectable()
export class RecommendationShortlist {
  constructor(@InjectRepository(DogFoodEntity) private readonly foods: Repository<DogFoodEntity>) {}

  /** The ids of the foods the engine needs to see for this owner; none when no food can pass. */
  async idsFor(profile: OwnerProfile): Promise<number[]> {
    const foodTypes = shownFoodTypes(profile);
    if (foodTypes.length === 0) return [];
    const ownerBand = budgetValues.indexOf(profile.budget);
    // Negated and from the top, so width_bucket counts the ceilings at or above a cost.
    const negatedCeilings = budgetValues.flatMap((band) => budgetMonthlyUsd[band].upToUsd ?? []).map((usd) => -usd).reverse();
    const rows: { id: number }[] = await this.foods.query(SHORTLIST_SQL, [
      foodTypes,
      profile.dog.dailyKcal,
      DAYS_PER_MONTH,
      maskOf(MASK_LAYOUT.age, [profile.ageGroup]),
      maskOf(MASK_LAYOUT.size, [profile.size]),
      maskOf(MASK_LAYOUT.allergy, profile.allergies),
      profile.vetDiagnosed,
      budgetMonthlyUsd[profile.budget].upToUsd,
      SYMPTOM_COVERAGE_WEIGHT,
      maskOf(MASK_LAYOUT.symptom, profile.symptoms),
      Math.max(profile.symptoms.length, 1),
      PREFERRED_INGREDIENTS_WEIGHT,
      maskOf(MASK_LAYOUT.tag, profile.preferredIngredients),
      Math.max(profile.preferredIngredients.length, 1),
      budgetValues.map((_, band) => budgetFitPoints(band - ownerBand)),
      negatedCeilings,
      VET_RECOMMENDED_POINTS,
      CLINICALLY_PROVEN_POINTS,
      EDITORIAL_RATING_WEIGHT,
      HIGHEST_RATING,
      DEFAULT_RECOMMENDATION_LIMIT + SHORTLIST_MARGIN,
      ASK_YOUR_VET_LIMIT + SHORTLIST_MARGIN,
    ]);
    return rows.map((row) => row.id);
  }
}
