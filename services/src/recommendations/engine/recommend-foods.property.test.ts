import {
  ageGroupValues,
  allergyValues,
  budgetBandFor,
  budgetValues,
  dogSizeValues,
  durationValues,
  type FoodFigures,
  foodTypeValues,
  feedingPlanFor,
  frequencyValues,
  preferredIngredientValues,
  servingUnitValues,
  symptomValues,
  warningSignValues,
  wizardFoodTypeValues,
} from '@gentlebowl/contracts';
import { pickOne, pickSome, seededRandom } from '../../bench/seeded-random.js';
import {
  ASK_YOUR_VET_LIMIT,
  type EngineAnswer,
  type EngineFood,
  type EngineRequest,
  type RankedFood,
  recommendFoods,
} from './recommend-foods.js';

// Hundreds of random owners against random catalogues. The hard rules are restated here from the
// product's requirements rather than imported, so a mistake in the engine's own rule code shows up.

const RAW_STYLE_FOOD_TYPES: readonly string[] = ['raw', 'freeze-dried', 'dehydrated'];

const REQUEST_COUNT = 600;
const CATALOGUE_SIZE = 30;

function generators(random: () => number) {
  const integer = (below: number): number => Math.floor(random() * below);
  const subset = <T>(values: readonly T[], chance: number): T[] => values.filter(() => random() < chance);
  // Sorting by random keys keeps the shuffle free of index juggling; each record gets one key.
  const shuffled = <T>(values: readonly T[]): T[] =>
    values
      .map((value) => ({ value, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ value }) => value);

  /** Anything from a wet food in small cans to a dense freeze-dried one, at $5 to $120 a package. */
  function figures(): FoodFigures {
    return {
      energy: { kcalPerKg: 700 + integer(4800), kcalPerServing: 50 + integer(500), servingUnit: pickOne(random, servingUnitValues) },
      package: { label: 'package', grams: 300 + integer(15_000), priceUsd: (500 + integer(11_500)) / 100 },
      sources: ['https://www.example.com/label'],
      estimated: [],
      estimateNote: null,
    };
  }

  function food(id: number): EngineFood {
    return {
      id,
      foodType: pickOne(random, foodTypeValues),
      rating: integer(51),
      isVetRecommended: random() < 0.4,
      isClinicallyProven: random() < 0.3,
      requiresPrescription: random() < 0.15,
      suitableFor: {
        age: subset(ageGroupValues, 0.7),
        size: subset(dogSizeValues, 0.7),
        symptoms: subset(symptomValues, 0.4),
      },
      allergens: subset(allergyValues, 0.2),
      matchTags: subset(preferredIngredientValues, 0.25),
      figures: figures(),
      discountPercentage: random() < 0.2 ? 5 + integer(30) : 0,
    };
  }

  function request(): EngineRequest {
    const foodTypes = subset(wizardFoodTypeValues, 0.5);
    const symptoms = subset(symptomValues, 0.3);
    return {
      dogInfo: {
        age: pickOne(random, ageGroupValues),
        size: pickOne(random, dogSizeValues),
        weightLbs: random() < 0.5 ? 2 + integer(150) : undefined,
        underSixMonths: random() < 0.3 ? random() < 0.5 : undefined,
      },
      symptoms: {
        symptoms: symptoms.length > 0 ? symptoms : [pickOne(random, symptomValues)],
        frequency: pickOne(random, frequencyValues),
        duration: pickOne(random, durationValues),
        warningSigns: random() < 0.3 ? pickSome(random, warningSignValues, 0, 2) : undefined,
        vetDiagnosed: random() < 0.5 ? random() < 0.5 : undefined,
      },
      foodPreferences: {
        foodTypes: foodTypes.length > 0 ? foodTypes : [pickOne(random, wizardFoodTypeValues)],
        budget: pickOne(random, budgetValues),
        ingredients: random() < 0.5 ? subset(preferredIngredientValues, 0.3) : undefined,
        allergies: random() < 0.6 ? subset(allergyValues, 0.3) : undefined,
      },
    };
  }

  return { integer, shuffled, food, request };
}

function containsDeclaredAllergy(food: EngineFood, request: EngineRequest): boolean {
  const declared: readonly string[] = request.foodPreferences.allergies ?? [];
  return [...food.allergens, ...food.matchTags].some((ingredient) => declared.includes(ingredient));
}

function passesHardRules(food: EngineFood, request: EngineRequest): boolean {
  const chosenTypes: readonly string[] = request.foodPreferences.foodTypes;
  const typeChosen =
    chosenTypes.includes(food.foodType) || (RAW_STYLE_FOOD_TYPES.includes(food.foodType) && chosenTypes.includes('raw'));
  return (
    !containsDeclaredAllergy(food, request) &&
    typeChosen &&
    food.suitableFor.age.includes(request.dogInfo.age) &&
    food.suitableFor.size.includes(request.dogInfo.size)
  );
}

const vetInvolved = (request: EngineRequest): boolean => request.symptoms.vetDiagnosed === true;
const forTheVet = (food: EngineFood, request: EngineRequest): boolean => food.requiresPrescription && !vetInvolved(request);

/** Within the budget first, best first; then over it, closest first, best first at the same cost. */
function isInBudgetThenBestFirst(results: readonly RankedFood<EngineFood>[]): boolean {
  return results.every((current, index) => {
    const previous = results[index - 1];
    if (previous === undefined) return true;
    if (previous.overBudgetUsd !== current.overBudgetUsd) return previous.overBudgetUsd < current.overBudgetUsd;
    if (previous.score !== current.score) return previous.score > current.score;
    if (previous.food.rating !== current.food.rating) return previous.food.rating > current.food.rating;
    return previous.food.id < current.food.id;
  });
}

const everyFoodIn = (answer: EngineAnswer<EngineFood>) => [...answer.recommendations, ...answer.askYourVet];

describe('recommendFoods across generated owners and catalogues', () => {
  const random = seededRandom(20240611);
  const { integer, shuffled, food, request } = generators(random);
  const cases = Array.from({ length: REQUEST_COUNT }, () => ({
    request: request(),
    catalogue: Array.from({ length: CATALOGUE_SIZE }, (_, index) => food(index + 1)),
    limit: integer(4) === 0 ? integer(10) : undefined,
  }));

  it('exercises every outcome: recommendations, foods excluded for allergies, prescription diets set aside', () => {
    const count = (predicate: (owner: EngineRequest, catalogue: EngineFood[]) => boolean) =>
      cases.filter(({ request: owner, catalogue }) => predicate(owner, catalogue)).length;

    expect(count((owner, catalogue) => catalogue.some((f) => passesHardRules(f, owner)))).toBeGreaterThan(REQUEST_COUNT / 4);
    expect(count((owner, catalogue) => catalogue.some((f) => containsDeclaredAllergy(f, owner)))).toBeGreaterThan(REQUEST_COUNT / 4);
    expect(count((owner, catalogue) => catalogue.some((f) => passesHardRules(f, owner) && forTheVet(f, owner)))).toBeGreaterThan(
      REQUEST_COUNT / 10,
    );
  });

  it('never returns a food containing a declared allergy', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      const unsafe = everyFoodIn(recommendFoods(owner, catalogue, limit)).filter(({ food: f }) => containsDeclaredAllergy(f, owner));
      expect(unsafe).toEqual([]);
    }
  });

  it('returns only foods that pass every hard rule, and every such food up to the limits', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      const answer = recommendFoods(owner, catalogue, limit);
      const eligible = catalogue.filter((f) => passesHardRules(f, owner));

      expect(everyFoodIn(answer).filter(({ food: f }) => !passesHardRules(f, owner))).toEqual([]);
      expect(answer.recommendations).toHaveLength(Math.min(limit ?? 6, eligible.filter((f) => !forTheVet(f, owner)).length));
      expect(answer.askYourVet).toHaveLength(Math.min(ASK_YOUR_VET_LIMIT, eligible.filter((f) => forTheVet(f, owner)).length));
    }
  });

  it('never recommends a prescription diet unless the owner said a vet diagnosed or prescribed', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      const answer = recommendFoods(owner, catalogue, limit);
      if (!vetInvolved(owner)) expect(answer.recommendations.filter(({ food: f }) => f.requiresPrescription)).toEqual([]);
      if (vetInvolved(owner)) expect(answer.askYourVet).toEqual([]);
    }
  });

  it('returns the foods within budget first, best first, and the limited list is the top of the full ranking', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      const answer = recommendFoods(owner, catalogue, limit);
      const fullRanking = recommendFoods(owner, catalogue, catalogue.length);

      expect(isInBudgetThenBestFirst(fullRanking.recommendations)).toBe(true);
      expect(isInBudgetThenBestFirst(answer.askYourVet)).toBe(true);
      expect(answer.recommendations).toEqual(fullRanking.recommendations.slice(0, answer.recommendations.length));
    }
  });

  it('gives the same answer whatever order the catalogue arrives in', () => {
    for (const { request: owner, catalogue, limit } of cases) {
      expect(recommendFoods(owner, shuffled(catalogue), limit)).toEqual(recommendFoods(owner, catalogue, limit));
    }
  });

  it("works every food's portion and cost for the dog in the answer, and judges the budget by that cost", () => {
    for (const { request: owner, catalogue } of cases) {
      const answer = recommendFoods(owner, catalogue);
      expect(answer.dog.weightFromSizeGroup).toBe(owner.dogInfo.weightLbs === undefined);
      for (const { food: f, feeding, reasons, overBudgetUsd } of everyFoodIn(answer)) {
        expect(feeding).toEqual(feedingPlanFor(answer.dog.dailyKcal, f.figures, f.discountPercentage));
        const band = budgetValues.indexOf(budgetBandFor(feeding.monthlyCostUsd));
        const owners = budgetValues.indexOf(owner.foodPreferences.budget);
        const fit = band === owners ? 'within' : band < owners ? 'below' : 'above';
        expect(overBudgetUsd > 0).toBe(fit === 'above');
        const budget = reasons.find((reason) => reason.kind === 'budget');
        if (budget !== undefined) expect(budget).toMatchObject({ fit, monthlyCostUsd: feeding.monthlyCostUsd });
      }
    }
  });

  it('explains every food with two to four distinct reasons', () => {
    for (const { request: owner, catalogue } of cases) {
      for (const { reasons, score } of everyFoodIn(recommendFoods(owner, catalogue))) {
        expect(reasons.length).toBeGreaterThanOrEqual(2);
        expect(reasons.length).toBeLessThanOrEqual(4);
        expect(new Set(reasons.map((reason) => reason.kind)).size).toBe(reasons.length);
        expect(score).toBeLessThanOrEqual(100);
      }
    }
  });
});
