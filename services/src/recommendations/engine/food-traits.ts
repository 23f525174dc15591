import {
  type AgeGroup,
  ageGroupValues,
  type Allergy,
  allergyValues,
  containedAllergies,
  packagePricesOf,
  type DogSize,
  dogSizeValues,
  type FoodType,
  foodTypeValues,
  isOneOf,
  type PreferredIngredient,
  preferredIngredientValues,
  type Symptom,
  symptomValues,
} from '@gentlebowl/contracts';
import type { EngineFood, FoodTraits } from './engine-types.js';

// What the engine compares of a food, as bit masks over the contracts' vocabularies: a
// recommendation checks the hard rules and counts the matches of hundreds of foods, so each is a few
// integer operations rather than list searches. Worked out once per food record (the catalogue's
// records live until its next load).

/** One bit per value of `vocabulary`, at the value's position; values outside it set none. */
export function bitsOf<Value extends string>(vocabulary: readonly Value[], values: Iterable<string>): number {
  let bits = 0;
  for (const value of values) {
    const position = vocabulary.indexOf(value as Value);
    if (position >= 0) bits |= 1 << position;
  }
  return bits;
}

/** Whether `bits` (from `bitsOf(vocabulary, ...)`) holds `value`. */
export function hasBitOf<Value extends string>(bits: number, vocabulary: readonly Value[], value: Value): boolean {
  const position = vocabulary.indexOf(value);
  return position >= 0 && (bits & (1 << position)) !== 0;
}

/** How many bits are set: how many values two masks share, once and-ed. */
export function countBits(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

const traitsByFood = new WeakMap<EngineFood, FoodTraits>();

/** A food's traits, worked out once per food record. */
export function traitsOf(food: EngineFood): FoodTraits {
  let traits = traitsByFood.get(food);
  if (!traits) {
    traits = {
      foodType: isOneOf(foodTypeValues, food.foodType) ? food.foodType : null,
      foodTypeBit: bitsOf<FoodType>(foodTypeValues, [food.foodType]),
      ages: bitsOf<AgeGroup>(ageGroupValues, food.suitableFor.age),
      sizes: bitsOf<DogSize>(dogSizeValues, food.suitableFor.size),
      symptoms: bitsOf<Symptom>(symptomValues, food.suitableFor.symptoms),
      tags: bitsOf<PreferredIngredient>(preferredIngredientValues, food.matchTags),
      allergens: bitsOf<Allergy>(allergyValues, containedAllergies(food)),
      prices: packagePricesOf(food),
      isVetRecommended: food.isVetRecommended,
      isClinicallyProven: food.isClinicallyProven,
      requiresPrescription: food.requiresPrescription,
    };
    traitsByFood.set(food, traits);
  }
  return traits;
}
