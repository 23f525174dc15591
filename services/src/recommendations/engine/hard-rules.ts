import { type Allergy, containedAllergies, type FoodType, foodTypeValues, isOneOf, type WizardFoodType } from '@gentlebowl/contracts';
import type { OwnerProfile } from './owner-profile.js';
import type { EngineFood } from './engine-types.js';

/**
 * The catalogue knows seven food types but the wizard offers five. Freeze-dried and dehydrated
 * foods are the shelf-stable forms of raw feeding (rehydrated and served like raw, and shelved with
 * raw food by retailers), so an owner who ticks "Raw Diet" is shown them too. The reasons say so
 * (`food-type-grouped`) rather than passing them off as raw.
 */
export const FOOD_TYPE_WIZARD_CHOICE: Readonly<Record<FoodType, WizardFoodType>> = {
  dry: 'dry',
  wet: 'wet',
  fresh: 'fresh',
  raw: 'raw',
  homemade: 'homemade',
  'freeze-dried': 'raw',
  dehydrated: 'raw',
};

export type HardRule = 'allergy' | 'food-type' | 'age-group' | 'size';

/**
 * The food's type as the vocabulary knows it. The API's food records carry it as text; the catalogue
 * import only accepts vocabulary values, so null means a record that bypassed it, and it matches nobody.
 */
export function catalogueFoodType(food: EngineFood): FoodType | null {
  return isOneOf(foodTypeValues, food.foodType) ? food.foodType : null;
}

/** What each food contains, worked out once per food record (the catalogue's records live until the next load). */
const containedByFood = new WeakMap<EngineFood, ReadonlySet<Allergy>>();

/**
 * The owner's declared allergies this food contains (`containedAllergies`: its allergens, and its
 * ingredient tags too, since a missed allergen is the one mistake this engine must never make).
 */
export function declaredAllergiesIn(food: EngineFood, profile: OwnerProfile): Allergy[] {
  if (profile.allergies.length === 0) return [];
  let contained = containedByFood.get(food);
  if (!contained) {
    contained = containedAllergies(food);
    containedByFood.set(food, contained);
  }
  const inFood = contained;
  return profile.allergies.filter((allergy) => inFood.has(allergy));
}

/** The owner chose the food's own type (true) or the broader wizard choice that shows it (false). */
export function chosenExactly(foodType: FoodType, profile: OwnerProfile): boolean {
  return profile.foodTypes.has(foodType);
}

function showsFoodType(foodType: FoodType, profile: OwnerProfile): boolean {
  return chosenExactly(foodType, profile) || profile.foodTypes.has(FOOD_TYPE_WIZARD_CHOICE[foodType]);
}

export function isChosenFoodType(food: EngineFood, profile: OwnerProfile): boolean {
  const foodType = catalogueFoodType(food);
  return foodType !== null && showsFoodType(foodType, profile);
}

/** The catalogue food types the owner's choices show. */
export function shownFoodTypes(profile: OwnerProfile): FoodType[] {
  return foodTypeValues.filter((foodType) => showsFoodType(foodType, profile));
}

export function suitsAgeGroup(food: EngineFood, profile: OwnerProfile): boolean {
  return food.suitableFor.age.includes(profile.ageGroup);
}

export function suitsSize(food: EngineFood, profile: OwnerProfile): boolean {
  return food.suitableFor.size.includes(profile.size);
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
