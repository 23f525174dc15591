import { hardRuleFailures } from './hard-rules.js';
import { buildMatchReasons } from './match-reasons.js';
import { toOwnerProfile } from './owner-profile.js';
import { assessFood, type FoodAssessment } from './scoring.js';

// The recommendation engine: pure and deterministic (no I/O, no clock, no randomness), so the same
// answers and catalogue always give the same list, and every position can be explained.
// The method, in words for owners and developers, is in services/docs/recommendation-method.md.

export interface EngineFood {
  id: number;
  foodType: string;
  /** Editorial rating in tenths of a star, 0-50. */
  rating: number;
  isVetRecommended: boolean;
  isClinicallyProven: boolean;
  suitableFor: { age: string[]; size: string[]; symptoms: string[] };
  allergens: string[];
  matchTags: string[];
  monthlyBudget: string;
}

export interface EngineRequest {
  dogInfo: { age: string; size: string };
  symptoms: { symptoms: string[] };
  foodPreferences: { foodTypes: string[]; budget: string; ingredients?: string[]; allergies?: string[] };
}

export interface RankedFood<F extends EngineFood> {
  food: F;
  score: number;
  matchReasons: string[];
}

export const DEFAULT_RECOMMENDATION_LIMIT = 6;

interface ScoredFood<F extends EngineFood> {
  food: F;
  assessment: FoodAssessment;
}

/** A rating the catalogue left unusable sorts as no stars rather than breaking the order. */
function ratingForOrder(food: EngineFood): number {
  return Number.isFinite(food.rating) ? food.rating : 0;
}

/** Best first: higher score, then higher editorial rating, then lower id, so no two foods tie. */
function bestFirst<F extends EngineFood>(a: ScoredFood<F>, b: ScoredFood<F>): number {
  return (
    b.assessment.score - a.assessment.score ||
    ratingForOrder(b.food) - ratingForOrder(a.food) ||
    a.food.id - b.food.id
  );
}

/**
 * Ranks the foods that pass every hard rule (no declared allergen, a chosen food type, suited to
 * the dog's age group and size) by their score and returns at most `limit` of them, each with the
 * reasons it was picked. An empty list means nothing in the catalogue is safe to suggest.
 */
export function recommendFoods<F extends EngineFood>(
  request: EngineRequest,
  foods: readonly F[],
  limit: number = DEFAULT_RECOMMENDATION_LIMIT,
): RankedFood<F>[] {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`limit must be a whole number of at least 0, got ${limit}`);
  }
  const profile = toOwnerProfile(request);
  return foods
    .filter((food) => hardRuleFailures(food, profile).length === 0)
    .map((food): ScoredFood<F> => ({ food, assessment: assessFood(food, profile) }))
    .sort(bestFirst)
    .slice(0, limit)
    .map(({ food, assessment }) => ({
      food,
      score: assessment.score,
      matchReasons: buildMatchReasons(food, profile, assessment),
    }));
}
