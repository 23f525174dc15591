import {
  budgetBandFor,
  budgetValues,
  overBudgetUsd,
  type PreferredIngredient,
  preferredIngredientValues,
  type Symptom,
  symptomValues,
} from '@gentlebowl/contracts';
import type { FoodTraits, OwnerProfile } from './engine-types.js';
import { countBits, hasBitOf } from './food-traits.js';

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

/** For each owner's band, the most `budgetFitPoints` gives at any band a cost can fall in, or for
 * no known cost: what a food not yet costed may still earn for its cost. */
const BEST_BUDGET_FIT_BY_OWNER_BAND: readonly number[] = budgetValues.map((_, ownerBand) =>
  Math.max(budgetFitPoints(null), ...budgetValues.map((_, costBand) => budgetFitPoints(costBand - ownerBand))),
);

function shareOf(matched: number, wanted: number): number {
  return wanted === 0 ? 0 : matched / wanted;
}

/** The one formula: the sum of the four parts, rounded to hundredths so equal-looking scores tie exactly. */
function scoreOf(
  traits: Pick<FoodTraits, 'isVetRecommended' | 'isClinicallyProven'>,
  coveredSymptomCount: number,
  matchedIngredientCount: number,
  budgetFit: number,
  profile: OwnerProfile,
): number {
  const sum =
    SYMPTOM_COVERAGE_WEIGHT * shareOf(coveredSymptomCount, profile.symptoms.length) +
    PREFERRED_INGREDIENTS_WEIGHT * shareOf(matchedIngredientCount, profile.preferredIngredients.length) +
    budgetFit +
    (traits.isVetRecommended ? VET_RECOMMENDED_POINTS : 0) +
    (traits.isClinicallyProven ? CLINICALLY_PROVEN_POINTS : 0);
  return Math.round(sum * 100) / 100;
}

/** Where a food stands for this owner: what the engine ranks every food by, and what it answers of
 * the foods returned (`assessFood` adds the lists their reasons name). Worked out once per food. */
export interface FoodStanding {
  /** Bands the food's monthly cost for this dog sits above the owner's budget (negative: cheaper);
   * null when the cost is unknown. */
  budgetBandsAboveOwner: number | null;
  /** Dollars a month the cost goes past the owner's budget; 0 when it fits or is unknown. */
  overBudgetUsd: number;
  /** The sum of the points, to the hundredth. */
  score: number;
}

/** How many of the owner's symptoms the food is made for (the food's and the owner's masks). */
export function coveredSymptomCountOf(traits: FoodTraits, profile: OwnerProfile): number {
  return countBits(traits.symptoms & profile.bits.symptoms);
}

function matchedIngredientCountOf(traits: FoodTraits, profile: OwnerProfile): number {
  return countBits(traits.tags & profile.bits.preferredIngredients);
}

/**
 * The most a food can score for this owner whatever it costs: its points with the budget's best for
 * the owner's band (`BEST_BUDGET_FIT_BY_OWNER_BAND`). A food whose best falls short of the last place
 * of a full list of foods within the budget cannot take that place, so it need not be costed.
 */
export function bestPossibleScore(traits: FoodTraits, profile: OwnerProfile): number {
  const covered = coveredSymptomCountOf(traits, profile);
  const bestBudgetFit = BEST_BUDGET_FIT_BY_OWNER_BAND[profile.budgetBand] as number;
  return scoreOf(traits, covered, matchedIngredientCountOf(traits, profile), bestBudgetFit, profile);
}

/**
 * The standing of one food that passed the hard rules, for this owner and what a month of it costs
 * this dog (null when unknown), counted on the food's and the owner's masks.
 */
export function standingOf(traits: FoodTraits, profile: OwnerProfile, monthlyCostUsd: number | null): FoodStanding {
  const budgetBandsAboveOwner = monthlyCostUsd === null ? null : budgetBandsAbove(monthlyCostUsd, profile.budgetBand);
  const covered = coveredSymptomCountOf(traits, profile);
  const matched = matchedIngredientCountOf(traits, profile);
  return {
    budgetBandsAboveOwner,
    overBudgetUsd: monthlyCostUsd === null ? 0 : overBudgetUsd(monthlyCostUsd, profile.budget),
    score: scoreOf(traits, covered, matched, budgetFitPoints(budgetBandsAboveOwner), profile),
  };
}

/** A returned food's standing with the matches its reasons name. */
export interface FoodAssessment {
  /** What the food was ranked by. */
  standing: FoodStanding;
  /** The owner's symptoms this food is made for, in the owner's order. */
  coveredSymptoms: Symptom[];
  /** The owner's preferred ingredients this food is tagged with, in the owner's order. */
  matchedIngredients: PreferredIngredient[];
}

/**
 * A food the engine returns, as it was ranked (`standing`), with the symptoms and ingredients it
 * matches in the owner's order, read from the same masks its standing counted.
 */
export function assessFood(traits: FoodTraits, standing: FoodStanding, profile: OwnerProfile): FoodAssessment {
  return {
    standing,
    coveredSymptoms: profile.symptoms.filter((symptom) => hasBitOf(traits.symptoms, symptomValues, symptom)),
    matchedIngredients: profile.preferredIngredients.filter((ingredient) =>
      hasBitOf(traits.tags, preferredIngredientValues, ingredient),
    ),
  };
}
