import {
  budgetBandFor,
  budgetValues,
  type FeedingPlan,
  overBudgetUsd,
  type PreferredIngredient,
  type Symptom,
} from '@gentlebowl/contracts';
import { countBits, type FoodTraits } from './food-traits.js';
import type { OwnerProfile } from './owner-profile.js';
import type { EngineFood } from './engine-types.js';

// The score is a plain sum of the points below; a food that fits every wish scores 90.
// Symptoms weigh most because the owner came here about a dog with a sensitive stomach. A retailer's
// star rating is shown with its source, but it says nothing about a sensitive stomach and is no part
// of the score.

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
/** For a food whose badge a named reviewer stands behind. */
export const VET_RECOMMENDED_POINTS = 6;
export const CLINICALLY_PROVEN_POINTS = 4;

export interface ScorePoints {
  symptomCoverage: number;
  preferredIngredients: number;
  budgetFit: number;
  vetAndClinicalProof: number;
}

/** How many budget bands a monthly cost sits above the owner's band (its position among the bands);
 * negative when it is cheaper. */
export function budgetBandsAbove(monthlyCostUsd: number, ownerBand: number): number {
  return budgetValues.indexOf(budgetBandFor(monthlyCostUsd)) - ownerBand;
}

/** Points for how the cost sits against the budget; none when the cost is unknown (it leaves the cost ranking). */
export function budgetFitPoints(bandsAboveOwner: number | null): number {
  if (bandsAboveOwner === null) return 0;
  if (bandsAboveOwner === 0) return BUDGET_WITHIN_BAND_POINTS;
  if (bandsAboveOwner === -1) return BUDGET_ONE_BAND_CHEAPER_POINTS;
  if (bandsAboveOwner < -1) return BUDGET_FURTHER_CHEAPER_POINTS;
  return -BUDGET_PENALTY_PER_BAND_OVER * bandsAboveOwner;
}

function shareOf(matched: number, wanted: number): number {
  return wanted === 0 ? 0 : matched / wanted;
}

/** The score's four parts: the one formula, for the ranking of every food and the reasons of the foods returned. */
function pointsOf(
  food: Pick<EngineFood, 'isVetRecommended' | 'isClinicallyProven'>,
  coveredSymptomCount: number,
  matchedIngredientCount: number,
  budgetBandsAboveOwner: number | null,
  profile: OwnerProfile,
): ScorePoints {
  return {
    symptomCoverage: SYMPTOM_COVERAGE_WEIGHT * shareOf(coveredSymptomCount, profile.symptoms.length),
    preferredIngredients: PREFERRED_INGREDIENTS_WEIGHT * shareOf(matchedIngredientCount, profile.preferredIngredients.length),
    budgetFit: budgetFitPoints(budgetBandsAboveOwner),
    vetAndClinicalProof:
      (food.isVetRecommended ? VET_RECOMMENDED_POINTS : 0) + (food.isClinicallyProven ? CLINICALLY_PROVEN_POINTS : 0),
  };
}

/** The sum of the points, rounded to hundredths so equal-looking scores tie exactly. */
function scoreOf(points: ScorePoints): number {
  const sum = points.symptomCoverage + points.preferredIngredients + points.budgetFit + points.vetAndClinicalProof;
  return Math.round(sum * 100) / 100;
}

/** Where a food stands for this owner: what the engine ranks every food by (`assessFood` adds the
 * points and the lists the reasons name, for the foods returned). */
export interface FoodStanding {
  /** Bands the food's monthly cost for this dog sits above the owner's budget (negative: cheaper);
   * null when the cost is unknown. */
  budgetBandsAboveOwner: number | null;
  /** Dollars a month the cost goes past the owner's budget; 0 when it fits or is unknown. */
  overBudgetUsd: number;
  /** How many of the owner's symptoms the food is made for. */
  coveredSymptomCount: number;
  /** The sum of the points, to the hundredth. */
  score: number;
}

/** How many of the owner's symptoms the food is made for (the food's and the owner's masks). */
export function coveredSymptomCountOf(traits: FoodTraits, profile: OwnerProfile): number {
  return countBits(traits.symptoms & profile.bits.symptoms);
}

/**
 * The most a food can score for this owner whatever it costs: its points with the budget's best
 * (`BUDGET_WITHIN_BAND_POINTS`, above every other budget fit). A food whose best falls short of the
 * last place of a full list of foods within the budget cannot take that place, so it need not be costed.
 */
export function bestPossibleScore(traits: FoodTraits, profile: OwnerProfile): number {
  const matchedIngredientCount = countBits(traits.tags & profile.bits.preferredIngredients);
  return scoreOf(pointsOf(traits, coveredSymptomCountOf(traits, profile), matchedIngredientCount, 0, profile));
}

/**
 * The standing of one food that passed the hard rules, for this owner and what a month of it costs
 * this dog (null when unknown), counted on the food's and the owner's masks.
 */
export function standingOf(
  traits: FoodTraits,
  profile: OwnerProfile,
  monthlyCostUsd: number | null,
): FoodStanding {
  const coveredSymptomCount = coveredSymptomCountOf(traits, profile);
  const matchedIngredientCount = countBits(traits.tags & profile.bits.preferredIngredients);
  const budgetBandsAboveOwner = monthlyCostUsd === null ? null : budgetBandsAbove(monthlyCostUsd, profile.budgetBand);
  return {
    budgetBandsAboveOwner,
    overBudgetUsd: monthlyCostUsd === null ? 0 : overBudgetUsd(monthlyCostUsd, profile.budget),
    coveredSymptomCount,
    score: scoreOf(pointsOf(traits, coveredSymptomCount, matchedIngredientCount, budgetBandsAboveOwner, profile)),
  };
}

/** A food's standing with its points and the matches its reasons name. */
export interface FoodAssessment extends Omit<FoodStanding, 'coveredSymptomCount'> {
  points: ScorePoints;
  /** The owner's symptoms this food is suited to, in the owner's order. */
  coveredSymptoms: Symptom[];
  /** The owner's preferred ingredients this food is tagged with, in the owner's order. */
  matchedIngredients: PreferredIngredient[];
}

/**
 * Scores one food that passed the hard rules, for this owner and what it costs to feed this dog
 * (`feeding` is null while the dog's calories are unknown), with the symptoms and ingredients it
 * matches in the owner's order, which its reasons name.
 */
export function assessFood(food: EngineFood, profile: OwnerProfile, feeding: FeedingPlan | null): FoodAssessment {
  const coveredSymptoms = profile.symptoms.filter((symptom) => food.suitableFor.symptoms.includes(symptom));
  const matchedIngredients = profile.preferredIngredients.filter((ingredient) => food.matchTags.includes(ingredient));
  const monthlyCostUsd = feeding?.cost?.monthlyCostUsd ?? null;
  const budgetBandsAboveOwner = monthlyCostUsd === null ? null : budgetBandsAbove(monthlyCostUsd, profile.budgetBand);
  const points = pointsOf(food, coveredSymptoms.length, matchedIngredients.length, budgetBandsAboveOwner, profile);
  return {
    budgetBandsAboveOwner,
    overBudgetUsd: monthlyCostUsd === null ? 0 : overBudgetUsd(monthlyCostUsd, profile.budget),
    points,
    score: scoreOf(points),
    coveredSymptoms,
    matchedIngredients,
  };
}
