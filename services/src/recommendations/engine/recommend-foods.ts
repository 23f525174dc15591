import { type FeedingPlan, feedingPlanFor } from '@gentlebowl/contracts';
import type { EngineAnswer, EngineFood, EngineRequest, RankedFood } from './engine-types.js';
import { hardRuleFailures } from './hard-rules.js';
import { buildMatchReasons } from './match-reasons.js';
import { type OwnerProfile, toOwnerProfile } from './owner-profile.js';
import { redFlagsFor } from './red-flags.js';
import { assessFood, type FoodAssessment } from './scoring.js';

// The recommendation engine: pure and deterministic (no I/O, no clock, no randomness), so the same
// answers and catalogue always give the same answer, and every position can be explained. Which
// prices are current is a fact of the catalogue it is given (each offer's `current`).
// The method, in words for owners and developers, is in services/docs/recommendation-method.md.

export const DEFAULT_RECOMMENDATION_LIMIT = 6;
/** A short list: these foods are a question for the vet, not a shopping list. */
export const ASK_YOUR_VET_LIMIT = 3;
/** Foods made for none of the owner's symptoms are only a fallback, listed apart. */
export const NOT_MADE_FOR_THESE_SYMPTOMS_LIMIT = 3;

/** Where the foods to rank come from when not a plain list: narrowed to the owner's (RecommendationCandidates). */
export interface CandidateSource<F extends EngineFood> {
  for(profile: OwnerProfile): readonly F[];
}

interface ScoredFood<F extends EngineFood> {
  food: F;
  feeding: FeedingPlan | null;
  assessment: FoodAssessment;
}

/** 0: a known cost within the budget; 1: no known cost (it leaves the cost ranking); 2: over budget. */
function costStanding(assessment: FoodAssessment): 0 | 1 | 2 {
  if (assessment.budgetBandsAboveOwner === null) return 1;
  return assessment.overBudgetUsd > 0 ? 2 : 0;
}

/**
 * What the owner can afford first: every food whose cost fits the budget, best first; then the foods
 * whose cost is unknown, best first; after them the foods that cost more, closest to the budget first,
 * so a food at nine times the budget never outranks one a few dollars over. Then lower id, so no two
 * foods tie.
 */
function inBudgetThenBestFirst<F extends EngineFood>(a: ScoredFood<F>, b: ScoredFood<F>): number {
  return (
    costStanding(a.assessment) - costStanding(b.assessment) ||
    a.assessment.overBudgetUsd - b.assessment.overBudgetUsd ||
    b.assessment.score - a.assessment.score ||
    a.food.id - b.food.id
  );
}

/**
 * Ranks the foods that pass every hard rule (no declared allergen, a chosen food type, suited to the
 * dog's age group and size), each with its portion and monthly cost for this dog when the dog's
 * calories are known. A food is listed as fitting only when it is made for at least one of the
 * owner's symptoms; the others are listed apart. Prescription diets go to `askYourVet` unless the
 * owner said a vet diagnosed a condition or prescribed a diet: a diet sold only on a vet's
 * authorization is never the top pick without one. Empty lists mean nothing in the catalogue is safe
 * to suggest.
 */
export function recommendFoods<F extends EngineFood>(
  request: EngineRequest,
  foods: readonly F[] | CandidateSource<F>,
  limit: number = DEFAULT_RECOMMENDATION_LIMIT,
): EngineAnswer<F> {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`limit must be a whole number of at least 0, got ${limit}`);
  }
  const profile = toOwnerProfile(request);
  const { dailyKcal } = profile.dog;
  const candidates = 'for' in foods ? foods.for(profile) : foods;
  const ranked = candidates
    .filter((food) => hardRuleFailures(food, profile).length === 0)
    .map((food): ScoredFood<F> => {
      const feeding = dailyKcal === null ? null : feedingPlanFor(dailyKcal, food);
      return { food, feeding, assessment: assessFood(food, profile, feeding) };
    })
    .sort(inBudgetThenBestFirst);
  const explained = ({ food, feeding, assessment }: ScoredFood<F>): RankedFood<F> => ({
    food,
    score: assessment.score,
    reasons: buildMatchReasons(food, profile, assessment, feeding?.cost?.monthlyCostUsd ?? null),
    madeFor: assessment.coveredSymptoms,
    feeding,
    overBudgetUsd: assessment.overBudgetUsd,
  });
  const forTheVet = (scored: ScoredFood<F>) => scored.food.requiresPrescription && !profile.vetDiagnosed;
  const madeForASymptom = (scored: ScoredFood<F>) => scored.assessment.coveredSymptoms.length > 0;

  return {
    dog: profile.dog,
    recommendations: ranked.filter((scored) => !forTheVet(scored) && madeForASymptom(scored)).slice(0, limit).map(explained),
    askYourVet: ranked.filter((scored) => forTheVet(scored) && madeForASymptom(scored)).slice(0, ASK_YOUR_VET_LIMIT).map(explained),
    notMadeForTheseSymptoms: ranked
      .filter((scored) => !forTheVet(scored) && !madeForASymptom(scored))
      .slice(0, NOT_MADE_FOR_THESE_SYMPTOMS_LIMIT)
      .map(explained),
    redFlags: redFlagsFor(request),
  };
}
