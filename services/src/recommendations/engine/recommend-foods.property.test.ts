import {
  ageGroupValues,
  allergyValues,
  budgetBandFor,
  budgetValues,
  dogSizeValues,
  durationValues,
  type FeedingFacts,
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
import { observedOffer } from '@gentlebowl/contracts/testing';
import type { EngineAnswer, EngineFood, EngineRequest, RankedFood } from './engine-types.js';
import { ASK_YOUR_VET_LIMIT, NOT_MADE_FOR_THESE_SYMPTOMS_LIMIT, recommendFoods } from './recommend-foods.js';

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

  /**
   * Anything from a wet food in small cans to a dense freeze-dried one, in one to three packages at
   * $5 to $120 each, their prices seen or estimated, now and then out of date.
   */
  function facts(): FeedingFacts {
    const packages = 1 + integer(3);
    return {
      label: {
        energy: { kcalPerKg: 700 + integer(4800), kcalPerServing: 50 + integer(500), servingUnit: pickOne(random, servingUnitValues) },
        estimated: random() < 0.2 ? ['energy'] : [],
      },
      offers: Array.from({ length: packages }, () =>
        observedOffer({
          package: { label: 'package', grams: 300 + integer(15_000) },
          priceUsd: (500 + integer(11_500)) / 100,
          basis: random() < 0.3 ? 'estimate' : 'observed',
          current: random() > 0.15,
        }),
      ),
    };
  }

  function food(id: number): EngineFood {
    return {
      id,
      foodType: pickOne(random, foodTypeValues),
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
      ...facts(),
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
        adultWeightLbs: random() < 0.5 ? 155 + integer(90) : undefined,
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
const madeForASymptom = (food: EngineFood, request: EngineRequest): boolean =>
  request.symptoms.symptoms.some((symptom) => food.suitableFor.symptoms.includes(symptom));

/** 0: a known cost within the budget; 1: no known cost; 2: over the budget. */
const costStanding = (result: RankedFood<EngineFood>) => (result.feeding?.cost == null ? 1 : result.overBudgetUsd > 0 ? 2 : 0);

/** Within the budget first, best first; then without a known cost, best first; then over it, closest first. */
function isInBudgetThenBestFirst(results: readonly RankedFood<EngineFood>[]): boolean {
  return results.every((current, index) => {
    const previous = results[index - 1];
    if (previous === undefined) return true;
    if (costStanding(previous) !== costStanding(current)) return costStanding(previous) < costStanding(current);
    if (previous.overBudgetUsd !== current.overBudgetUsd) return previous.overBudgetUsd < current.overBudgetUsd;
    if (previous.score !== current.score) return previous.score > current.score;
    return previous.food.id < current.food.id;
  });
}

const everyFoodIn = (answer: EngineAnswer<EngineFood>) => [...answer.recommendations, ...answer.askYourVet, ...answer.notMadeForTheseSymptoms];

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
      const madeFor = eligible.filter((f) => madeForASymptom(f, owner));
      expect(answer.recommendations).toHaveLength(Math.min(limit ?? 6, madeFor.filter((f) => !forTheVet(f, owner)).length));
      expect(answer.askYourVet).toHaveLength(Math.min(ASK_YOUR_VET_LIMIT, madeFor.filter((f) => forTheVet(f, owner)).length));
      // The foods made for none of the symptoms are listed only when no food to recommend is made for one.
      const madeForNone = eligible.filter((f) => !madeForASymptom(f, owner) && !forTheVet(f, owner));
      const listedApart = answer.recommendations.length === 0 ? Math.min(NOT_MADE_FOR_THESE_SYMPTOMS_LIMIT, madeForNone.length) : 0;
      expect(answer.notMadeForTheseSymptoms).toHaveLength(listedApart);
    }
  });

  it("names, for every food listed as fitting, the owner's symptoms it is made for, and none for the others", () => {
    for (const { request: owner, catalogue } of cases) {
      const answer = recommendFoods(owner, catalogue);
      for (const { food: f, madeFor } of [...answer.recommendations, ...answer.askYourVet]) {
        expect(madeFor.length).toBeGreaterThan(0);
        expect(madeFor.every((symptom) => owner.symptoms.symptoms.includes(symptom) && f.suitableFor.symptoms.includes(symptom))).toBe(true);
      }
      expect(answer.notMadeForTheseSymptoms.every(({ madeFor }) => madeFor.length === 0)).toBe(true);
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
      const isPuppy = owner.dogInfo.age === 'puppy';
      expect(answer.dog.weightFromSizeGroup).toBe(!isPuppy && owner.dogInfo.weightLbs === undefined);
      expect(answer.dog.dailyKcal === null).toBe(isPuppy && (owner.dogInfo.weightLbs === undefined || owner.dogInfo.adultWeightLbs === undefined));
      for (const { food: f, feeding, reasons, overBudgetUsd } of everyFoodIn(answer)) {
        const { dailyKcal } = answer.dog;
        expect(feeding).toEqual(dailyKcal === null ? null : feedingPlanFor(dailyKcal, f));
        const budget = reasons.find((reason) => reason.kind === 'budget');
        const cost = feeding?.cost ?? null;
        if (cost === null) {
          expect([overBudgetUsd, budget]).toEqual([0, undefined]);
          continue;
        }
        expect(cost.offer.current).toBe(true);
        const band = budgetValues.indexOf(budgetBandFor(cost.monthlyCostUsd));
        const owners = budgetValues.indexOf(owner.foodPreferences.budget);
        const fit = band === owners ? 'within' : band < owners ? 'below' : 'above';
        expect(overBudgetUsd > 0).toBe(fit === 'above');
        if (budget !== undefined) expect(budget).toMatchObject({ fit, monthlyCostUsd: cost.monthlyCostUsd });
      }
    }
  });

  it('explains every food with two to four distinct reasons', () => {
    for (const { request: owner, catalogue } of cases) {
      for (const { reasons, score } of everyFoodIn(recommendFoods(owner, catalogue))) {
        expect(reasons.length).toBeGreaterThanOrEqual(2);
        expect(reasons.length).toBeLessThanOrEqual(4);
        expect(new Set(reasons.map((reason) => reason.kind)).size).toBe(reasons.length);
        expect(score).toBeLessThanOrEqual(90);
      }
    }
  });
});
