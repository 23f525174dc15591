import { budgetMonthlyUsd, budgetValues, DAYS_PER_MONTH, preferredIngredientValues, symptomValues } from '@gentlebowl/contracts';
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

/**
 * Foods past each list's limit the shortlist keeps: the database's order is worked out in floating
 * point and rounded its own way, so a food the engine places last on a list may sit a few places
 * lower here; this many more covers any such near-tie.
 */
export const SHORTLIST_MARGIN = 5;

/** How many of the owner's choices (a boolean[] parameter in vocabulary order) `present` finds in a food. */
function matchesSql(vocabulary: readonly string[], ticked: string, present: (value: string) => string): string {
  return vocabulary.map((value, index) => `(${ticked}[${index + 1}] AND ${present(`'${value}'`)})::int`).join(' + ');
}

/**
 * The database's share of a recommendation: the foods of the owner's food types that suit the dog's
 * age group and size and contain none of its declared allergies (the hard rules of
 * `hardRuleFailures`; migration 1764300000000's covering index answers this alone), put in the
 * engine's order (within budget first, then score, rating, id; prescription diets apart unless a vet
 * is involved) and cut to each list's limit plus `SHORTLIST_MARGIN`. The points are the engine's own
 * constants, passed as parameters.
 *
 * Only the ids leave the database. The engine then ranks the full records of these few foods and
 * checks every hard rule on them again, so a food breaking one is never sent whatever this query
 * does; `recommendations.scale.api.test.ts` checks on a 5,000-food catalogue that the answer is the
 * one the engine gives from the whole catalogue.
 */
const SHORTLIST_SQL = `
  WITH fitting AS (
    SELECT id, rating, requires_prescription AND NOT $9::boolean AS for_the_vet,
      suitable_for -> 'symptoms' AS symptoms, match_tags, is_vet_recommended, is_clinically_proven,
      floor($2::float8 * $3::float8 * paid_usd_per_kcal * 100 + 0.5) / 100 AS monthly_usd
    FROM dog_foods
    WHERE food_type = ANY($1::text[])
      AND suitable_for @> $4::jsonb
      AND NOT (allergens && $5::text[])
      AND NOT (match_tags && $5::text[])
  ),
  scored AS (
    SELECT id, rating, for_the_vet,
      CASE WHEN $8::float8 IS NULL OR monthly_usd <= $8::float8 THEN 0 ELSE floor((monthly_usd - $8::float8) * 100 + 0.5) / 100 END
        AS over_budget,
      floor((
        $10::float8 * (${matchesSql(symptomValues, '($6::boolean[])', (symptom) => `symptoms ? ${symptom}`)}) / $20::float8
        + $11::float8 * (${matchesSql(preferredIngredientValues, '($7::boolean[])', (tag) => `${tag} = ANY(match_tags)`)}) / $21::float8
        + ($12::float8[])[1 + cardinality($13::float8[]) - width_bucket(-monthly_usd, $13::float8[])]
        + CASE WHEN is_vet_recommended THEN $14::float8 ELSE 0 END
        + CASE WHEN is_clinically_proven THEN $15::float8 ELSE 0 END
        + $16::float8 * least(greatest(rating, 0), $17::float8) / $17::float8
      ) * 100 + 0.5) / 100 AS score
    FROM fitting
  )
  SELECT id FROM (
    SELECT id, for_the_vet, row_number() OVER (PARTITION BY for_the_vet ORDER BY over_budget, score DESC, rating DESC, id) AS place
    FROM scored
  ) ranked
  WHERE place <= CASE WHEN for_the_vet THEN $19::int ELSE $18::int END`;

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
      JSON.stringify({ age: [profile.ageGroup], size: [profile.size] }),
      profile.allergies,
      symptomValues.map((symptom) => profile.symptoms.includes(symptom)),
      preferredIngredientValues.map((tag) => profile.preferredIngredients.includes(tag)),
      budgetMonthlyUsd[profile.budget].upToUsd,
      profile.vetDiagnosed,
      SYMPTOM_COVERAGE_WEIGHT,
      PREFERRED_INGREDIENTS_WEIGHT,
      budgetValues.map((_, band) => budgetFitPoints(band - ownerBand)),
      negatedCeilings,
      VET_RECOMMENDED_POINTS,
      CLINICALLY_PROVEN_POINTS,
      EDITORIAL_RATING_WEIGHT,
      HIGHEST_RATING,
      DEFAULT_RECOMMENDATION_LIMIT + SHORTLIST_MARGIN,
      ASK_YOUR_VET_LIMIT + SHORTLIST_MARGIN,
      Math.max(profile.symptoms.length, 1),
      Math.max(profile.preferredIngredients.length, 1),
    ]);
    return rows.map((row) => row.id);
  }
}
