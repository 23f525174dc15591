import { feedingPlanFor, monthlyCostFor } from '@gentlebowl/contracts';
import type { CandidateSource, EngineAnswer, EngineFood, EngineRequest, FoodTraits, RankedFood } from './engine-types.js';
import { traitsOf } from './food-traits.js';
import { passesHardRules } from './hard-rules.js';
import { buildMatchReasons } from './match-reasons.js';
import { toOwnerProfile } from './owner-profile.js';
import { redFlagsFor } from './red-flags.js';
import { assessFood, bestPossibleScore, coveredSymptomCountOf, type FoodStanding, standingOf } from './scoring.js';

// The recommendation engine: pure and deterministic (no I/O, no clock, no randomness), so the same
// answers and catalogue always give the same answer, and every position can be explained. Which
// prices are current is a fact of the catalogue it is given (each offer's `current`).
// The method, in words for owners and developers, is in services/docs/recommendation-method.md.

export const DEFAULT_RECOMMENDATION_LIMIT = 6;
/** A short list: these foods are a question for the vet, not a shopping list. */
export const ASK_YOUR_VET_LIMIT = 3;
/** Foods made for none of the owner's symptoms are only a fallback, listed apart. */
export const NOT_MADE_FOR_THESE_SYMPTOMS_LIMIT = 3;

interface ScoredFood<F extends EngineFood> {
  food: F;
  traits: FoodTraits;
  standing: FoodStanding;
}

/** 0: a known cost within the budget; 1: no known cost (it leaves the cost ranking); 2: over budget. */
function costStanding(standing: FoodStanding): 0 | 1 | 2 {
  if (standing.budgetBandsAboveOwner === null) return 1;
  return standing.overBudgetUsd > 0 ? 2 : 0;
}

/**
 * What the owner can afford first: every food whose cost fits the budget, best first; then the foods
 * whose cost is unknown, best first; after them the foods that cost more, closest to the budget first,
 * so a food at nine times the budget never outranks one a few dollars over. Then lower id, so no two
 * foods tie.
 */
function inBudgetThenBestFirst<F extends EngineFood>(a: ScoredFood<F>, b: ScoredFood<F>): number {
  return (
    costStanding(a.standing) - costStanding(b.standing) ||
    a.standing.overBudgetUsd - b.standing.overBudgetUsd ||
    b.standing.score - a.standing.score ||
    a.food.id - b.food.id
  );
}

/**
 * The first `capacity` foods in `inBudgetThenBestFirst` order of all it is offered: a list kept sorted
 * by insertion, since a recommendation ranks hundreds of foods to return a handful.
 */
class ShortList<F extends EngineFood> {
  readonly foods: ScoredFood<F>[] = [];

  constructor(private readonly capacity: number) {}

  /** No food scoring at most `bestScore` can take a place: the list is full of foods within the
   * budget that all score more. */
  refuses(bestScore: number): boolean {
    if (this.capacity === 0) return true;
    const last = this.foods[this.capacity - 1];
    return last !== undefined && costStanding(last.standing) === 0 && bestScore < last.standing.score;
  }

  offer(food: F, traits: FoodTraits, standing: FoodStanding): void {
    const { foods, capacity } = this;
    const scored = { food, traits, standing };
    let at = foods.length;
    while (at > 0 && inBudgetThenBestFirst(scored, foods[at - 1] as ScoredFood<F>) < 0) at -= 1;
    if (at >= capacity) return;
    foods.splice(at, 0, scored);
    if (foods.length > capacity) foods.pop();
  }
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
  const candidateLists = 'for' in foods ? foods.for(profile) : [foods.map((food) => ({ food, traits: traitsOf(food) }))];
  const recommendations = new ShortList<F>(limit);
  const askYourVet = new ShortList<F>(ASK_YOUR_VET_LIMIT);
  const notMadeForTheseSymptoms = new ShortList<F>(NOT_MADE_FOR_THESE_SYMPTOMS_LIMIT);
  // Every food is ranked by its standing (a few integer and float operations); one that cannot take a
  // place is not even costed, and only the foods returned get their whole feeding plan, assessment
  // and reasons.
  for (const candidates of candidateLists) {
    for (const { food, traits } of candidates) {
      if (!passesHardRules(traits, profile)) continue;
      const forTheVet = traits.requiresPrescription && !profile.vetDiagnosed;
      const madeForASymptom = coveredSymptomCountOf(traits, profile) > 0;
      // A prescription diet made for none of the symptoms is no question for the vet either.
      if (forTheVet && !madeForASymptom) continue;
      const list = !madeForASymptom ? notMadeForTheseSymptoms : forTheVet ? askYourVet : recommendations;
      if (list.refuses(bestPossibleScore(traits, profile))) continue;
      const monthlyCostUsd = dailyKcal === null ? null : monthlyCostFor(dailyKcal, traits.prices);
      list.offer(food, traits, standingOf(traits, profile, monthlyCostUsd));
    }
  }
  // A food returned is answered with the standing it was ranked by, so its score, budget fit and
  // overage are the ones that placed it.
  const explained = ({ food, traits, standing }: ScoredFood<F>): RankedFood<F> => {
    const feeding = dailyKcal === null ? null : feedingPlanFor(dailyKcal, food);
    const assessment = assessFood(traits, standing, profile);
    return {
      food,
      score: standing.score,
      reasons: buildMatchReasons(food, profile, assessment, feeding?.cost?.monthlyCostUsd ?? null),
      madeFor: assessment.coveredSymptoms,
      feeding,
      overBudgetUsd: standing.overBudgetUsd,
    };
  };

  return {
    dog: profile.dog,
    recommendations: recommendations.foods.map(explained),
    askYourVet: askYourVet.foods.map(explained),
    // Listed only when no food fit to recommend is made for any of the symptoms: then the results say
    // so and show these apart; otherwise nobody reads them.
    notMadeForTheseSymptoms: recommendations.foods.length === 0 ? notMadeForTheseSymptoms.foods.map(explained) : [],
    redFlags: redFlagsFor(request),
  };
}
