import { wizardChoiceFor } from './hard-rules.js';
import {
  ageGroupPhrase,
  allergyPhrase,
  foodTypePhrase,
  ingredientPhrase,
  joinWithAnd,
  joinWithOr,
  monthlyBudgetPhrase,
  sizePhrase,
  symptomPhrase,
  wizardChoicePhrase,
} from './owner-facing-labels.js';
import { normalizeValue, type OwnerProfile } from './owner-profile.js';
import type { EngineFood } from './recommend-foods.js';
import type { FoodAssessment } from './scoring.js';

export const MAX_MATCH_REASONS = 4;
/** Longer lists are summarised by count so a reason stays one short line on a results card. */
const MAX_LISTED_ITEMS = 3;
/** Editorial ratings below 4 stars are shown on the card but are no reason to pick a food. */
const RATING_WORTH_MENTIONING = 40;
const GRAIN_FREE = 'grainfree';

function symptomReason(profile: OwnerProfile, assessment: FoodAssessment): string | null {
  const covered = assessment.coveredSymptoms;
  if (covered.length === 0) return null;
  if (covered.length <= MAX_LISTED_ITEMS) return `Suited to ${joinWithAnd(covered.map(symptomPhrase))}`;
  const total = profile.symptoms.length;
  return covered.length === total
    ? `Suited to all ${total} of your dog's symptoms`
    : `Suited to ${covered.length} of your dog's ${total} symptoms`;
}

// "On the label" because the engine only knows what the maker declares; see the method doc.
function allergyReason(profile: OwnerProfile): string | null {
  const allergies = profile.allergies;
  if (allergies.length === 0) return null;
  if (allergies.length <= MAX_LISTED_ITEMS) return `No ${joinWithOr(allergies.map(allergyPhrase))} on the label`;
  return `None of your ${allergies.length} allergens on the label`;
}

function budgetReason(food: EngineFood, assessment: FoodAssessment): string | null {
  const bandsAbove = assessment.budgetBandsAboveOwner;
  if (bandsAbove === null) return null;
  const cost = monthlyBudgetPhrase(normalizeValue(food.monthlyBudget));
  if (bandsAbove === 0) return `Within your budget (${cost})`;
  return bandsAbove < 0 ? `Below your budget (${cost})` : `Above your budget (${cost})`;
}

function chosenExactly(food: EngineFood, profile: OwnerProfile): boolean {
  return profile.foodTypes.has(normalizeValue(food.foodType));
}

/** Says when a food is shown under a broader wizard choice, e.g. freeze-dried under "Raw Diet". */
function groupedFoodTypeReason(food: EngineFood, profile: OwnerProfile): string | null {
  if (chosenExactly(food, profile)) return null;
  const foodType = normalizeValue(food.foodType);
  const choice = wizardChoiceFor(foodType);
  return `${foodTypePhrase(foodType)}, counted as ${wizardChoicePhrase(choice)}`;
}

function chosenFoodTypeReason(food: EngineFood, profile: OwnerProfile): string | null {
  if (!chosenExactly(food, profile)) return null;
  return `${foodTypePhrase(normalizeValue(food.foodType))}, as you chose`;
}

function vetAndClinicalReason(food: EngineFood): string | null {
  if (food.isVetRecommended && food.isClinicallyProven) return 'Vet recommended and clinically proven';
  if (food.isVetRecommended) return 'Vet recommended';
  if (food.isClinicallyProven) return 'Clinically proven';
  return null;
}

function ingredientReason(assessment: FoodAssessment): string | null {
  const named = assessment.matchedIngredients.filter((ingredient) => ingredient !== GRAIN_FREE);
  const grainFree = assessment.matchedIngredients.includes(GRAIN_FREE);
  if (named.length === 0) return grainFree ? 'Grain-free recipe' : null;
  const listed = named.slice(0, MAX_LISTED_ITEMS).map(ingredientPhrase);
  const overflow = named.length - listed.length;
  const madeWith = overflow > 0 ? `${listed.join(', ')} and ${overflow} more` : joinWithAnd(listed);
  return grainFree ? `Made with ${madeWith}, grain-free` : `Made with ${madeWith}`;
}

// Labelled as the site's own rating: it is editorial, not a store's star rating.
function editorialRatingReason(food: EngineFood): string | null {
  if (!Number.isFinite(food.rating) || food.rating < RATING_WORTH_MENTIONING) return null;
  return `Rated ${(Math.min(food.rating, 50) / 10).toFixed(1)} out of 5 by our editors`;
}

function lifeStageReason(profile: OwnerProfile): string {
  return `Suits ${sizePhrase(profile.size)} ${ageGroupPhrase(profile.ageGroup)}`;
}

/**
 * Two to four short phrases, most important first: the owner's reasons for coming (symptoms,
 * allergies, budget) lead, then what else sets the food apart. The chosen food type and the
 * dog's life stage always apply to a recommended food, so there are never fewer than two.
 */
export function buildMatchReasons(
  food: EngineFood,
  profile: OwnerProfile,
  assessment: FoodAssessment,
): string[] {
  const inImportanceOrder = [
    symptomReason(profile, assessment),
    allergyReason(profile),
    budgetReason(food, assessment),
    groupedFoodTypeReason(food, profile),
    vetAndClinicalReason(food),
    ingredientReason(assessment),
    editorialRatingReason(food),
    chosenFoodTypeReason(food, profile),
    lifeStageReason(profile),
  ];
  return inImportanceOrder
    .filter((reason): reason is string => reason !== null)
    .slice(0, MAX_MATCH_REASONS);
}
