import type { MatchReason } from '@gentlebowl/contracts';
import { catalogueFoodType, chosenExactly, FOOD_TYPE_WIZARD_CHOICE } from './hard-rules.js';
import type { EngineFood, OwnerProfile } from './engine-types.js';
import type { FoodAssessment } from './scoring.js';

// The engine decides why a food was picked; mfe-selector words it. Nothing here is owner-facing text.

export const MAX_MATCH_REASONS = 4;

function vetDiagnosedReason(food: EngineFood, profile: OwnerProfile): MatchReason | null {
  return food.requiresPrescription && profile.vetDiagnosed ? { kind: 'vet-diagnosed' } : null;
}

function symptomReason(profile: OwnerProfile, assessment: FoodAssessment): MatchReason | null {
  const covered = assessment.coveredSymptoms;
  return covered.length === 0 ? null : { kind: 'symptoms', covered, total: profile.symptoms.length };
}

// The engine only knows what the maker declares, so this says "not on the label"; see the method doc.
function allergyReason(profile: OwnerProfile): MatchReason | null {
  return profile.allergies.length === 0 ? null : { kind: 'allergens-absent', allergies: [...profile.allergies] };
}

/** Only for a known cost: without a current price (or the dog's calories) there is nothing to compare. */
function budgetReason(profile: OwnerProfile, assessment: FoodAssessment, monthlyCostUsd: number | null): MatchReason | null {
  const bandsAbove = assessment.standing.budgetBandsAboveOwner;
  if (bandsAbove === null || monthlyCostUsd === null) return null;
  const fit = bandsAbove === 0 ? 'within' : bandsAbove < 0 ? 'below' : 'above';
  return { kind: 'budget', fit, monthlyCostUsd, budget: profile.budget };
}

/** Says when a food is shown under a broader wizard choice, e.g. freeze-dried under "Raw Diet". */
function groupedFoodTypeReason(food: EngineFood, profile: OwnerProfile): MatchReason | null {
  const foodType = catalogueFoodType(food);
  if (foodType === null || chosenExactly(foodType, profile)) return null;
  return { kind: 'food-type-grouped', foodType, countedAs: FOOD_TYPE_WIZARD_CHOICE[foodType] };
}

function chosenFoodTypeReason(food: EngineFood, profile: OwnerProfile): MatchReason | null {
  const foodType = catalogueFoodType(food);
  return foodType !== null && chosenExactly(foodType, profile) ? { kind: 'food-type-chosen', foodType } : null;
}

function vetAndClinicalReason(food: EngineFood): MatchReason | null {
  if (!food.isVetRecommended && !food.isClinicallyProven) return null;
  return { kind: 'vet-and-clinical', vetRecommended: food.isVetRecommended, clinicallyProven: food.isClinicallyProven };
}

function ingredientReason(assessment: FoodAssessment): MatchReason | null {
  const ingredients = assessment.matchedIngredients;
  return ingredients.length === 0 ? null : { kind: 'ingredients', ingredients };
}

/**
 * Two to four reasons, most important first: a vet's diagnosis for a prescription diet, then the
 * owner's reasons for coming (symptoms, allergies, budget), then what else sets the food apart. The
 * food type and the dog's life stage always apply, so there are never fewer than two.
 */
export function buildMatchReasons(
  food: EngineFood,
  profile: OwnerProfile,
  assessment: FoodAssessment,
  monthlyCostUsd: number | null,
): MatchReason[] {
  const inImportanceOrder: (MatchReason | null)[] = [
    vetDiagnosedReason(food, profile),
    symptomReason(profile, assessment),
    allergyReason(profile),
    budgetReason(profile, assessment, monthlyCostUsd),
    groupedFoodTypeReason(food, profile),
    vetAndClinicalReason(food),
    ingredientReason(assessment),
    chosenFoodTypeReason(food, profile),
    { kind: 'life-stage', size: profile.size, ageGroup: profile.ageGroup },
  ];
  return inImportanceOrder.filter((reason): reason is MatchReason => reason !== null).slice(0, MAX_MATCH_REASONS);
}
