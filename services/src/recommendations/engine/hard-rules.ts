import { normalizeList, normalizeValue, type OwnerProfile } from './owner-profile.js';
import type { EngineFood } from './recommend-foods.js';

/**
 * The catalogue knows seven food types but the wizard offers five. Freeze-dried and dehydrated
 * foods are the shelf-stable forms of raw feeding (rehydrated and served like raw, and shelved with
 * raw food by retailers), so an owner who ticks "Raw Diet" is shown them too. The match reasons say
 * so ("Freeze-dried, counted as a raw diet") rather than passing them off as raw.
 * Any type missing here is only matched by an owner choosing that exact value.
 */
export const FOOD_TYPE_WIZARD_CHOICE: Readonly<Record<string, string>> = {
  dry: 'dry',
  wet: 'wet',
  fresh: 'fresh',
  raw: 'raw',
  homemade: 'homemade',
  'freeze-dried': 'raw',
  dehydrated: 'raw',
};

export type HardRule = 'allergy' | 'food-type' | 'age-group' | 'size';

export function wizardChoiceFor(foodType: string): string {
  const normalized = normalizeValue(foodType);
  return FOOD_TYPE_WIZARD_CHOICE[normalized] ?? normalized;
}

/**
 * The owner's declared allergies this food contains. A food's `allergens` are the authority, and
 * its `matchTags` count too: a food tagged "chicken" contains chicken even if its allergen list was
 * filled in carelessly, and a missed allergen is the one mistake this engine must never make.
 */
export function declaredAllergiesIn(food: EngineFood, profile: OwnerProfile): string[] {
  const contained = new Set([...normalizeList(food.allergens), ...normalizeList(food.matchTags)]);
  return profile.allergies.filter((allergy) => contained.has(allergy));
}

export function isChosenFoodType(food: EngineFood, profile: OwnerProfile): boolean {
  const foodType = normalizeValue(food.foodType);
  return profile.foodTypes.has(foodType) || profile.foodTypes.has(wizardChoiceFor(foodType));
}

export function suitsAgeGroup(food: EngineFood, profile: OwnerProfile): boolean {
  return normalizeList(food.suitableFor.age).includes(profile.ageGroup);
}

export function suitsSize(food: EngineFood, profile: OwnerProfile): boolean {
  return normalizeList(food.suitableFor.size).includes(profile.size);
}

/** Every hard rule the food breaks for this owner; an empty list means it may be recommended. */
export function hardRuleFailures(food: EngineFood, profile: OwnerProfile): HardRule[] {
  const failures: HardRule[] = [];
  if (declaredAllergiesIn(food, profile).length > 0) failures.push('allergy');
  if (!isChosenFoodType(food, profile)) failures.push('food-type');
  if (!suitsAgeGroup(food, profile)) failures.push('age-group');
  if (!suitsSize(food, profile)) failures.push('size');
  return failures;
}
