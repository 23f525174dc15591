import {
  type Allergy,
  type DogInfo,
  type FedDog,
  type FeedingPlan,
  type FoodFigures,
  type FoodPreferences,
  feedingPlanFor,
  type MatchReason,
  type PreferredIngredient,
  type RedFlag,
  type SuitableFor,
  type SymptomsAnswer,
} from '@gentlebowl/contracts';
import { hardRuleFailures } from './hard-rules.js';
import { buildMatchReasons } from './match-reasons.js';
import { toOwnerProfile } from './owner-profile.js';
import { redFlagsFor } from './red-flags.js';
import { assessFood, type FoodAssessment } from './scoring.js';

// The recommendation engine: pure and deterministic (no I/O, no clock, no randomness), so the same
// answers and catalogue always give the same answer, and every position can be explained.
// The method, in words for owners and developers, is in services/docs/recommendation-method.md.

export interface EngineFood {
  id: number;
  /** A catalogue food type (the API's records carry it as text). */
  foodType: string;
  /** Editorial rating in tenths of a star, 0-50. */
  rating: number;
  isVetRecommended: boolean;
  isClinicallyProven: boolean;
  requiresPrescription: boolean;
  suitableFor: SuitableFor;
  allergens: readonly Allergy[];
  matchTags: readonly PreferredIngredient[];
  figures: FoodFigures;
  discountPercentage: number;
}

/** The answers the engine reads: the validated request, or any part of it that holds these. */
export interface EngineRequest {
  dogInfo: Pick<DogInfo, 'age' | 'size' | 'weightLbs' | 'underSixMonths'>;
  symptoms: Pick<SymptomsAnswer, 'symptoms' | 'frequency' | 'duration' | 'warningSigns' | 'vetDiagnosed'>;
  foodPreferences: Pick<FoodPreferences, 'foodTypes' | 'budget' | 'ingredients' | 'allergies'>;
}

export interface RankedFood<F extends EngineFood> {
  food: F;
  score: number;
  /** Why it was picked, most important first. */
  reasons: MatchReason[];
  /** Daily portion and monthly cost for the dog in the request. */
  feeding: FeedingPlan;
  /** Dollars a month its cost for this dog goes past the owner's budget; 0 when it fits. */
  overBudgetUsd: number;
}

export interface EngineAnswer<F extends EngineFood> {
  /** The dog the portions and costs are for. */
  dog: FedDog;
  /**
   * At most `limit`: the foods that fit the owner's budget, best first, then the ones that cost more,
   * closest to the budget first. Prescription diets only when a vet has diagnosed or prescribed.
   */
  recommendations: RankedFood<F>[];
  /** Prescription diets that pass the hard rules, in the same order, when no vet is involved yet. */
  askYourVet: RankedFood<F>[];
  /** Why the dog should see a vet first; empty for mild answers. */
  redFlags: RedFlag[];
}

export const DEFAULT_RECOMMENDATION_LIMIT = 6;
/** A short list: these foods are a question for the vet, not a shopping list. */
export const ASK_YOUR_VET_LIMIT = 3;

interface ScoredFood<F extends EngineFood> {
  food: F;
  feeding: FeedingPlan;
  assessment: FoodAssessment;
}

/** A rating the catalogue left unusable sorts as no stars rather than breaking the order. */
function ratingForOrder(food: EngineFood): number {
  return Number.isFinite(food.rating) ? food.rating : 0;
}

/**
 * What the owner can afford first: every food within the budget, best first; after them the foods
 * that cost more, closest to the budget first, so a food at nine times the budget never outranks one
 * a few dollars over. Within each, higher score, then higher editorial rating, then lower id, so no
 * two foods tie.
 */
function inBudgetThenBestFirst<F extends EngineFood>(a: ScoredFood<F>, b: ScoredFood<F>): number {
  return (
    a.assessment.overBudgetUsd - b.assessment.overBudgetUsd ||
    b.assessment.score - a.assessment.score ||
    ratingForOrder(b.food) - ratingForOrder(a.food) ||
    a.food.id - b.food.id
  );
}

/**
 * Ranks the foods that pass every hard rule (no declared allergen, a chosen food type, suited to the
 * dog's age group and size): those within the owner's budget by their score, then those over it by
 * how far over, each with its portion and monthly cost for this dog.
 * Prescription diets go to `askYourVet` unless the owner said a vet diagnosed a condition or
 * prescribed a diet: a diet sold only on a vet's authorization is never the top pick without one.
 * Empty lists mean nothing in the catalogue is safe to suggest.
 */
export function recommendFoods<F extends EngineFood>(
  request: EngineRequest,
  foods: readonly F[],
  limit: number = DEFAULT_RECOMMENDATION_LIMIT,
): EngineAnswer<F> {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`limit must be a whole number of at least 0, got ${limit}`);
  }
  const profile = toOwnerProfile(request);
  const ranked = foods
    .filter((food) => hardRuleFailures(food, profile).length === 0)
    .map((food): ScoredFood<F> => {
      const feeding = feedingPlanFor(profile.dog.dailyKcal, food.figures, food.discountPercentage);
      return { food, feeding, assessment: assessFood(food, profile, feeding) };
    })
    .sort(inBudgetThenBestFirst);
  const explained = ({ food, feeding, assessment }: ScoredFood<F>): RankedFood<F> => ({
    food,
    score: assessment.score,
    reasons: buildMatchReasons(food, profile, assessment, feeding),
    feeding,
    overBudgetUsd: assessment.overBudgetUsd,
  });
  const forTheVet = (scored: ScoredFood<F>) => scored.food.requiresPrescription && !profile.vetDiagnosed;

  return {
    dog: profile.dog,
    recommendations: ranked.filter((scored) => !forTheVet(scored)).slice(0, limit).map(explained),
    askYourVet: ranked.filter(forTheVet).slice(0, ASK_YOUR_VET_LIMIT).map(explained),
    redFlags: redFlagsFor(request),
  };
}
