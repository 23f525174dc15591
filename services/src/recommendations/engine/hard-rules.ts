import { type FoodType, foodTypeValues, type WizardFoodType } from '@gentlebowl/contracts';
import type { EngineFood, FoodTraits, OwnerProfile } from './engine-types.js';
import { traitsOf } from './food-traits.js';

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

/** Whether the food breaks `rule` for this owner, read from the food's and the owner's masks. */
function breaks(rule: HardRule, traits: FoodTraits, profile: OwnerProfile): boolean {
  switch (rule) {
    // `containedAllergies`: the food's allergens and its ingredient tags, since a missed allergen is
    // the one mistake this engine must never make.
    case 'allergy':
      return (traits.allergens & profile.bits.allergies) !== 0;
    case 'food-type':
      return (traits.foodTypeBit & profile.bits.shownFoodTypes) === 0;
    case 'age-group':
      return (traits.ages & profile.bits.age) === 0;
    case 'size':
      return (traits.sizes & profile.bits.size) === 0;
  }
}

const HARD_RULES: readonly HardRule[] = ['allergy', 'food-type', 'age-group', 'size'];

/**
 * The food's type as the vocabulary knows it. The API's food records carry it as text; the catalogue
 * import only accepts vocabulary values, so null means a record that bypassed it, and it matches nobody.
 */
export function catalogueFoodType(food: EngineFood): FoodType | null {
  return traitsOf(food).foodType;
}

/** The owner chose the food's own type (true) or the broader wizard choice that shows it (false). */
export function chosenExactly(foodType: FoodType, profile: OwnerProfile): boolean {
  return profile.foodTypes.has(foodType);
}

/** The catalogue food types the owner's choices show: the chosen types, and the types a choice covers. */
export function shownFoodTypesOf(chosen: ReadonlySet<FoodType>): FoodType[] {
  return foodTypeValues.filter((foodType) => chosen.has(foodType) || chosen.has(FOOD_TYPE_WIZARD_CHOICE[foodType]));
}

/** Every hard rule the food breaks for this owner; an empty list means it may be recommended. */
export function hardRuleFailures(food: EngineFood, profile: OwnerProfile): HardRule[] {
  const traits = traitsOf(food);
  return HARD_RULES.filter((rule) => breaks(rule, traits, profile));
}

/** The food breaks no hard rule (`hardRuleFailures` is empty), asked of its traits without building the list. */
export function passesHardRules(traits: FoodTraits, profile: OwnerProfile): boolean {
  for (const rule of HARD_RULES) if (breaks(rule, traits, profile)) return false;
  return true;
}
