import type { AgeGroup, DogSize } from './dog-profile.js';
import type { Allergy, Budget, FoodType, PreferredIngredient, WizardFoodType } from './food-preferences.js';
import type { Symptom } from './symptoms.js';

/**
 * Why the engine picked a food, as data: the engine decides, and one browser module words it
 * (mfe-selector's reason wording). Every value is a member of a contracts vocabulary, so a new
 * allergy or symptom is a compile error where it is worded, never a silent fallback phrase.
 * The engine returns them most important first.
 */
export type MatchReason =
  /** The food suits `covered` of the owner's `total` symptoms (covered in the owner's order). */
  | { kind: 'symptoms'; covered: Symptom[]; total: number }
  /** None of the owner's allergies is on the label. */
  | { kind: 'allergens-absent'; allergies: Allergy[] }
  /** The food's monthly cost for this dog against the owner's monthly budget band (only when the
   * cost is known: a current price and the dog's calories). */
  | { kind: 'budget'; fit: 'below' | 'within' | 'above'; monthlyCostUsd: number; budget: Budget }
  /** A catalogue type shown under a broader wizard choice, e.g. freeze-dried under raw. */
  | { kind: 'food-type-grouped'; foodType: FoodType; countedAs: WizardFoodType }
  /** Exactly the food type the owner chose. */
  | { kind: 'food-type-chosen'; foodType: FoodType }
  | { kind: 'vet-and-clinical'; vetRecommended: boolean; clinicallyProven: boolean }
  /** The owner's preferred ingredients the food is made with (grain-free included). */
  | { kind: 'ingredients'; ingredients: PreferredIngredient[] }
  | { kind: 'life-stage'; size: DogSize; ageGroup: AgeGroup }
  /** A prescription diet shown because the owner said a vet diagnosed a condition or prescribed a diet. */
  | { kind: 'vet-diagnosed' };

export type MatchReasonKind = MatchReason['kind'];
