import {
  type Budget,
  budgetBandFor,
  budgetValues,
  type FeedingPlan,
  overBudgetUsd,
  type PreferredIngredient,
  type Symptom,
} from '@gentlebowl/contracts';
import type { OwnerProfile } from './owner-profile.js';
import type { EngineFood } from './recommend-foods.js';

// The score is a plain sum of the points below; a food that fits every wish scores 100.
// Symptoms weigh most because the owner came here about a dog with a sensitive stomach.

/** Points for a food suited to every symptom the owner ticked, scaled by the share it covers. */
export const SYMPTOM_COVERAGE_WEIGHT = 50;
/** Points for a food matching every preferred ingredient, scaled by the share it matches. */
export const PREFERRED_INGREDIENTS_WEIGHT = 15;
/** Points for a food whose monthly cost for this dog is in the owner's budget band. */
export const BUDGET_WITHIN_BAND_POINTS = 15;
/** A band cheaper than asked is nearly as good: the owner can afford it. */
export const BUDGET_ONE_BAND_CHEAPER_POINTS = 12;
/** Much cheaper than asked still fits, but the owner signalled room for a different kind of food. */
export const BUDGET_FURTHER_CHEAPER_POINTS = 9;
/** Subtracted for every band the food costs above the owner's budget. */
export const BUDGET_PENALTY_PER_BAND_OVER = 8;
export const VET_RECOMMENDED_POINTS = 6;
export const CLINICALLY_PROVEN_POINTS = 4;
/** Points for a 5-star editorial rating, scaled linearly from 0 stars. */
export const EDITORIAL_RATING_WEIGHT = 10;

/** A 5-star editorial rating, in tenths of a star. */
export const HIGHEST_RATING = 50;

export interface ScorePoints {
  symptomCoverage: number;
  preferredIngredients: number;
  budgetFit: number;
  vetAndClinicalProof: number;
  editorialRating: number;
}

export interface FoodAssessment {
  /** The owner's symptoms this food is suited to, in the owner's order. */
  coveredSymptoms: Symptom[];
  /** The owner's preferred ingredients this food is tagged with, in the owner's order. */
  matchedIngredients: PreferredIngredient[];
  /** Bands the food's monthly cost for this dog sits above the owner's budget (negative: cheaper). */
  budgetBandsAboveOwner: number;
  /** Dollars a month the food's cost for this dog goes past the owner's budget; 0 when it fits. */
  overBudgetUsd: number;
  points: ScorePoints;
  /** The sum of the points, rounded to hundredths so equal-looking scores tie exactly. */
  score: number;
}

/** How many budget bands a monthly cost sits above the owner's band; negative when it is cheaper. */
export function budgetBandsAbove(monthlyCostUsd: number, ownerBudget: Budget): number {
  return budgetValues.indexOf(budgetBandFor(monthlyCostUsd)) - budgetValues.indexOf(ownerBudget);
}

export function budgetFitPoints(bandsAboveOwner: number): number {
  if (bandsAboveOwner === 0) return BUDGET_WITHIN_BAND_POINTS;
  if (bandsAboveOwner === -1) return BUDGET_ONE_BAND_CHEAPER_POINTS;
  if (bandsAboveOwner < -1) return BUDGET_FURTHER_CHEAPER_POINTS;
  return -BUDGET_PENALTY_PER_BAND_OVER * bandsAboveOwner;
}

function shareOf(matched: number, wanted: number): number {
  return wanted === 0 ? 0 : matched / wanted;
}

function editorialRatingPoints(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  const clamped = Math.min(Math.max(rating, 0), HIGHEST_RATING);
  return (clamped / HIGHEST_RATING) * EDITORIAL_RATING_WEIGHT;
}

/** Scores one food that passed the hard rules, for this owner and what it costs to feed this dog. */
export function assessFood(food: EngineFood, profile: OwnerProfile, feeding: FeedingPlan): FoodAssessment {
  const coveredSymptoms = profile.symptoms.filter((symptom) => food.suitableFor.symptoms.includes(symptom));
  const matchedIngredients = profile.preferredIngredients.filter((ingredient) => food.matchTags.includes(ingredient));
  const budgetBandsAboveOwner = budgetBandsAbove(feeding.monthlyCostUsd, profile.budget);

  const points: ScorePoints = {
    symptomCoverage: SYMPTOM_COVERAGE_WEIGHT * shareOf(coveredSymptoms.length, profile.symptoms.length),
    preferredIngredients:
      PREFERRED_INGREDIENTS_WEIGHT * shareOf(matchedIngredients.length, profile.preferredIngredients.length),
    budgetFit: budgetFitPoints(budgetBandsAboveOwner),
    vetAndClinicalProof:
      (food.isVetRecommended ? VET_RECOMMENDED_POINTS : 0) + (food.isClinicallyProven ? CLINICALLY_PROVEN_POINTS : 0),
    editorialRating: editorialRatingPoints(food.rating),
  };
  const sum =
    points.symptomCoverage +
    points.preferredIngredients +
    points.budgetFit +
    points.vetAndClinicalProof +
    points.editorialRating;

  return {
    coveredSymptoms,
    matchedIngredients,
    budgetBandsAboveOwner,
    overBudgetUsd: overBudgetUsd(feeding.monthlyCostUsd, profile.budget),
    points,
    score: Math.round(sum * 100) / 100,
  };
}
