import { seededRandom } from '../../../test/seeded-random.js';
import { type EngineFood, type EngineRequest, type RankedFood, recommendFoods } from './recommend-foods.js';

// Hundreds of random owners against random catalogues. The hard rules are restated here from the
// product's requirements rather than imported, so a mistake in the engine's own rule code shows up.

/** A value list with at least one entry, so picking from it always yields a value. */
type Vocabulary = readonly [string, ...string[]];

const AGE_GROUPS: Vocabulary = ['puppy', 'young-adult', 'adult', 'senior'];
const SIZES: Vocabulary = ['small', 'medium', 'large', 'giant'];
const SYMPTOMS: Vocabulary = [
  'vomiting',
  'diarrhea',
  'gas',
  'sensitive-stomach',
  'food-allergies',
  'itchy-skin',
  'excessive-licking',
  'hair-loss',
  'lethargy',
  'upset-stomach',
];
const CATALOGUE_FOOD_TYPES: Vocabulary = ['dry', 'wet', 'raw', 'fresh', 'homemade', 'freeze-dried', 'dehydrated'];
const WIZARD_FOOD_TYPES: Vocabulary = ['dry', 'wet', 'fresh', 'raw', 'homemade'];
const RAW_STYLE_FOOD_TYPES = ['raw', 'freeze-dried', 'dehydrated'];
const BUDGETS: Vocabulary = ['under-50', '50-100', '100-150', '150-200', 'over-200'];
const PREFERRED_INGREDIENTS = ['chicken', 'beef', 'fish', 'lamb', 'turkey', 'rice', 'potato', 'grainfree'];
const ALLERGIES = ['chicken', 'beef', 'dairy', 'wheat', 'soy', 'eggs', 'corn'];
// Budget bands read as "$50-100" on purpose; only the bands with words must never appear raw.
const KEBAB_VALUES = [...AGE_GROUPS, ...SYMPTOMS, 'under-50', 'over-200'].filter((value) => value.includes('-'));

const REQUEST_COUNT = 600;
const CATALOGUE_SIZE = 30;

function generators(random: () => number) {
  const integer = (below: number): number => Math.floor(random() * below);
  const pick = <T>(values: readonly [T, ...T[]]): T => values[integer(values.length)] ?? values[0];
  const subset = (values: readonly string[], chance: number): string[] => values.filter(() => random() < chance);
  // Sorting by random keys keeps the shuffle free of index juggling; each record gets one key.
  const shuffled = <T>(values: readonly T[]): T[] =>
    values
      .map((value) => ({ value, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ value }) => value);
  // Owners' answers sometimes arrive with capitals; the engine must not let that hide an allergen.
  const sometimesCapitalised = (value: string): string => (random() < 0.15 ? value.toUpperCase() : value);

  function food(id: number): EngineFood {
    return {
      id,
      foodType: pick(CATALOGUE_FOOD_TYPES),
      rating: integer(51),
      isVetRecommended: random() < 0.4,
      isClinicallyProven: random() < 0.3,
      suitableFor: {
        age: subset(AGE_GROUPS, 0.7),
        size: subset(SIZES, 0.7),
        symptoms: subset(SYMPTOMS, 0.4),
      },
      allergens: subset(ALLERGIES, 0.2),
      matchTags: subset(PREFERRED_INGREDIENTS, 0.25),
      monthlyBudget: pick(BUDGETS),
    };
  }

  function request(): EngineRequest {
    const foodTypes = subset(WIZARD_FOOD_TYPES, 0.5);
    return {
      dogInfo: { age: pick(AGE_GROUPS), size: pick(SIZES) },
      symptoms: { symptoms: subset(SYMPTOMS, 0.3) },
      foodPreferences: {
        foodTypes: foodTypes.length > 0 ? foodTypes : [pick(WIZARD_FOOD_TYPES)],
        budget: pick(BUDGETS),
        ingredients: random() < 0.5 ? subset(PREFERRED_INGREDIENTS, 0.3) : undefined,
        allergies: random() < 0.6 ? subset(ALLERGIES, 0.3).map(sometimesCapitalised) : undefined,
      },
    };
  }

  return { integer, shuffled, food, request };
}

const lowerCase = (values: readonly string[] | undefined): string[] => (values ?? []).map((value) => value.toLowerCase());

function containsDeclaredAllergy(food: EngineFood, request: EngineRequest): boolean {
  const declared = lowerCase(request.foodPreferences.allergies);
  return [...food.allergens, ...food.matchTags].some((ingredient) => declared.includes(ingredient));
}

function passesHardRules(food: EngineFood, request: EngineRequest): boolean {
  const chosenTypes = lowerCase(request.foodPreferences.foodTypes);
  const typeChosen =
    chosenTypes.includes(food.foodType) ||
    (RAW_STYLE_FOOD_TYPES.includes(food.foodType) && chosenTypes.includes('raw'));
  return (
    !containsDeclaredAllergy(food, request) &&
    typeChosen &&
    food.suitableFor.age.includes(request.dogInfo.age) &&
    food.suitableFor.size.includes(request.dogInfo.size)
  );
}

function isBestFirst(results: readonly RankedFood<EngineFood>[]): boolean {
  return results.every((current, index) => {
    const previous = results[index - 1];
    if (previous === undefined) return true;
    if (previous.score !== current.score) return previous.score > current.score;
    if (previous.food.rating !== current.food.rating) return previous.food.rating > current.food.rating;
    return previous.food.id < current.food.id;
  });
}

describe('recommendFoods across generated owners and catalogues', () => {
  const { integer, shuffled, food, request } = generators(seededRandom(20240611));
  const cases = Array.from({ length: REQUEST_COUNT }, () => ({
    request: request(),
    catalogue: Array.from({ length: CATALOGUE_SIZE }, (_, index) => food(index + 1)),
    limit: integer(4) === 0 ? integer(10) : undefined,
  }));

  it('exercises both outcomes: owners with recommendations and foods excluded for allergies', () => {
    const withResults = cases.filter(({ request: owner, catalogue }) => catalogue.some((f) => passesHardRules(f, owner)));
    const withAllergyExclusions = cases.filter(({ request: owner, catalogue }) =>
      catalogue.some((f) => containsDeclaredAllergy(f, owner)),
    );

    expect(withResults.length).toBeGreaterThan(REQUEST_COUNT / 4);
    expect(withAllergyExclusions.length).toBeGreaterThan(REQUEST_COUNT / 4);
  });

  it('never returns a food containing a declared allergy', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      const unsafe = recommendFoods(owner, catalogue, limit).filter(({ food: f }) => containsDeclaredAllergy(f, owner));
      expect(unsafe).toEqual([]);
    }
  });

  it('returns only foods that pass every hard rule, and every such food up to the limit', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      const results = recommendFoods(owner, catalogue, limit);
      const eligible = catalogue.filter((f) => passesHardRules(f, owner));

      expect(results.filter(({ food: f }) => !passesHardRules(f, owner))).toEqual([]);
      expect(results).toHaveLength(Math.min(limit ?? 6, eligible.length));
    }
  });

  it('returns the best foods first, and the limited list is the top of the full ranking', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      const results = recommendFoods(owner, catalogue, limit);
      const fullRanking = recommendFoods(owner, catalogue, catalogue.length);

      expect(isBestFirst(fullRanking)).toBe(true);
      expect(results).toEqual(fullRanking.slice(0, results.length));
    }
  });

  it('gives the same list whatever order the catalogue arrives in', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      expect(recommendFoods(owner, shuffled(catalogue), limit)).toEqual(recommendFoods(owner, catalogue, limit));
    }
  });

  it('explains every recommendation with two to four owner-facing phrases', () => {
    for (const { request: owner, catalogue } of cases) {
      for (const { matchReasons, score } of recommendFoods(owner, catalogue)) {
        expect(matchReasons.length).toBeGreaterThanOrEqual(2);
        expect(matchReasons.length).toBeLessThanOrEqual(4);
        expect(new Set(matchReasons).size).toBe(matchReasons.length);
        for (const reason of matchReasons) {
          expect(reason).toMatch(/^[A-Z]/);
          expect(KEBAB_VALUES.filter((value) => reason.includes(value))).toEqual([]);
        }
        expect(score).toBeLessThanOrEqual(100);
      }
    }
  });
});
