import type { FeedingFacts, FoodEnergy, MatchReason, RetailOffer } from '@gentlebowl/contracts';
import { observedOffer } from '@gentlebowl/contracts/testing';
import type { EngineFood, EngineRequest, RankedFood } from './engine-types.js';
import { ASK_YOUR_VET_LIMIT, DEFAULT_RECOMMENDATION_LIMIT, NOT_MADE_FOR_THESE_SYMPTOMS_LIMIT, recommendFoods } from './recommend-foods.js';

interface CatalogueFood extends EngineFood {
  name: string;
}

const ENERGY: FoodEnergy = { kcalPerKg: 1000, kcalPerServing: 100, servingUnit: 'cup' };

/**
 * A 10 kg bag of 1000 kcal/kg food at a current price. Without a weight the default dog is a large
 * adult, fed as 70 lb: 1498 kcal = 1498 g a day, 45539.2 g a month = 4.55392 bags, so the bag price
 * sets the monthly cost.
 */
function bagAt(priceUsd: number, offer: Partial<RetailOffer> = {}): FeedingFacts {
  return { label: { energy: ENERGY, estimated: [] }, offers: [observedOffer({ package: { label: '22 lb bag', grams: 10_000 }, priceUsd, ...offer })] };
}

/** $5 a bag: $22.77 a month for the default dog, below the default $50-100 budget. */
const CHEAP_BAG = bagAt(5);

/** A food every default request accepts (made for its diarrhea), scoring nothing beyond that and its cost unless a test says so. */
function food(id: number, overrides: Partial<CatalogueFood> = {}): CatalogueFood {
  return {
    id,
    name: `Food ${id}`,
    foodType: 'dry',
    isVetRecommended: false,
    isClinicallyProven: false,
    requiresPrescription: false,
    suitableFor: { age: ['adult'], size: ['large'], symptoms: ['diarrhea'] },
    allergens: [],
    matchTags: [],
    ...CHEAP_BAG,
    ...overrides,
  };
}

type RequestOptions = Partial<
  EngineRequest['dogInfo'] & EngineRequest['symptoms'] & EngineRequest['foodPreferences']
>;

function request(options: RequestOptions = {}): EngineRequest {
  return {
    dogInfo: {
      age: options.age ?? 'adult',
      size: options.size ?? 'large',
      weightLbs: options.weightLbs,
      adultWeightLbs: options.adultWeightLbs,
      underSixMonths: options.underSixMonths,
    },
    symptoms: {
      symptoms: options.symptoms ?? ['diarrhea'],
      frequency: options.frequency ?? 'occasionally',
      duration: options.duration ?? 'less-than-week',
      warningSigns: options.warningSigns,
      vetDiagnosed: options.vetDiagnosed,
    },
    foodPreferences: {
      foodTypes: options.foodTypes ?? ['dry'],
      budget: options.budget ?? '50-100',
      ingredients: options.ingredients,
      allergies: options.allergies,
    },
  };
}

const idsOf = (results: RankedFood<EngineFood>[]): number[] => results.map((result) => result.food.id);
const recommendedIds = (owner: EngineRequest, foods: readonly CatalogueFood[], limit?: number): number[] =>
  idsOf(recommendFoods(owner, foods, limit).recommendations);
const suits = (symptoms: CatalogueFood['suitableFor']['symptoms'], size: CatalogueFood['suitableFor']['size'] = ['large']) =>
  ({ age: ['adult'], size, symptoms }) satisfies CatalogueFood['suitableFor'];

describe('recommendFoods hard rules', () => {
  it('never recommends a food containing a declared allergy, however well it scores', () => {
    const perfectButChicken = food(1, { isVetRecommended: true, isClinicallyProven: true, allergens: ['chicken', 'eggs'] });
    const plain = food(2);

    expect(recommendedIds(request({ allergies: ['eggs'] }), [perfectButChicken, plain])).toEqual([2]);
    expect(recommendedIds(request({ allergies: ['soy'] }), [perfectButChicken, plain])).toEqual([1, 2]);
  });

  it('treats a food tagged with an ingredient as containing it even when its allergen list omits it', () => {
    const taggedBeef = food(1, { matchTags: ['beef', 'rice'], allergens: [] });

    expect(recommendedIds(request({ allergies: ['beef'] }), [taggedBeef])).toEqual([]);
  });

  it('only recommends food types the owner chose', () => {
    const catalogue = [food(1, { foodType: 'dry' }), food(2, { foodType: 'wet' }), food(3, { foodType: 'fresh' })];

    expect(recommendedIds(request({ foodTypes: ['wet'] }), catalogue)).toEqual([2]);
    expect(recommendedIds(request({ foodTypes: ['dry', 'fresh'] }), catalogue)).toEqual([1, 3]);
  });

  it('shows freeze-dried and dehydrated foods to owners who chose a raw diet, and only to them', () => {
    const catalogue = [
      food(1, { foodType: 'raw' }),
      food(2, { foodType: 'freeze-dried' }),
      food(3, { foodType: 'dehydrated' }),
      food(4, { foodType: 'dry' }),
    ];

    expect(recommendedIds(request({ foodTypes: ['raw'] }), catalogue)).toEqual([1, 2, 3]);
    expect(recommendedIds(request({ foodTypes: ['dry', 'wet', 'fresh', 'homemade'] }), catalogue)).toEqual([4]);
  });

  it('never recommends a record whose food type is outside the vocabulary', () => {
    const topper = food(1, { foodType: 'topper' });

    expect(recommendedIds(request({ foodTypes: ['dry', 'wet', 'raw', 'fresh', 'homemade'] }), [topper])).toEqual([]);
  });

  it("only recommends foods suited to the dog's age group", () => {
    const adultOnly = food(1, { suitableFor: { age: ['adult', 'senior'], size: ['large'], symptoms: ['diarrhea'] } });
    const puppyFood = food(2, { suitableFor: { age: ['puppy'], size: ['large'], symptoms: ['diarrhea'] } });

    expect(recommendedIds(request({ age: 'puppy' }), [adultOnly, puppyFood])).toEqual([2]);
    expect(recommendedIds(request({ age: 'senior' }), [adultOnly, puppyFood])).toEqual([1]);
  });

  it("only recommends foods suited to the dog's size", () => {
    const smallBreed = food(1, { suitableFor: suits(['diarrhea'], ['small']) });
    const allSizes = food(2, { suitableFor: suits(['diarrhea'], ['small', 'medium', 'large', 'giant']) });

    expect(recommendedIds(request({ size: 'giant' }), [smallBreed, allSizes])).toEqual([2]);
  });

  it('returns empty lists when no food passes the hard rules', () => {
    const catalogue = [food(1, { foodType: 'wet' }), food(2, { allergens: ['corn'] }), food(3, { allergens: ['corn'], requiresPrescription: true })];
    const answer = recommendFoods(request({ foodTypes: ['dry'], allergies: ['corn'] }), catalogue);

    expect(answer.recommendations).toEqual([]);
    expect(answer.askYourVet).toEqual([]);
    expect(answer.notMadeForTheseSymptoms).toEqual([]);
    expect(recommendFoods(request(), []).recommendations).toEqual([]);
  });
});

describe('recommendFoods and the dog symptoms', () => {
  it('lists as fitting only foods made for at least one of the symptoms, and names them', () => {
    const forGas = food(1, { suitableFor: suits(['gas', 'itchy-skin']) });
    const forSkinOnly = food(2, { suitableFor: suits(['itchy-skin', 'excessive-licking', 'food-allergies']) });
    const answer = recommendFoods(request({ symptoms: ['gas', 'vomiting'] }), [forGas, forSkinOnly]);

    expect(idsOf(answer.recommendations)).toEqual([1]);
    expect(answer.recommendations[0]?.madeFor).toEqual(['gas']);
    // A food made for one of them is listed, so the one made for none is not sent at all.
    expect(answer.notMadeForTheseSymptoms).toEqual([]);
  });

  it('lists a food made for none of them apart, at most three, saying it is made for none', () => {
    const notForTheseSymptoms = [1, 2, 3, 4].map((id) => food(id, { suitableFor: suits(['itchy-skin']) }));
    const answer = recommendFoods(request({ symptoms: ['gas', 'vomiting'] }), notForTheseSymptoms);

    expect(answer.recommendations).toEqual([]);
    expect(NOT_MADE_FOR_THESE_SYMPTOMS_LIMIT).toBe(3);
    expect(idsOf(answer.notMadeForTheseSymptoms)).toEqual([1, 2, 3]);
    expect(answer.notMadeForTheseSymptoms.every((result) => result.madeFor.length === 0)).toBe(true);
  });

  it('never lists a prescription diet made for none of the symptoms, even to ask the vet about', () => {
    const prescriptionForSkin = food(1, { requiresPrescription: true, suitableFor: suits(['itchy-skin']) });
    const answer = recommendFoods(request({ symptoms: ['gas'] }), [prescriptionForSkin]);

    expect([answer.recommendations, answer.askYourVet, answer.notMadeForTheseSymptoms]).toEqual([[], [], []]);
  });
});

describe('recommendFoods ranking', () => {
  it('puts the food suited to more of the dog symptoms first, above vet picks suited to fewer', () => {
    const coversBoth = food(1, { suitableFor: suits(['diarrhea', 'gas']) });
    const coversOne = food(2, { isVetRecommended: true, isClinicallyProven: true, suitableFor: suits(['gas']) });

    expect(recommendedIds(request({ symptoms: ['diarrhea', 'gas'] }), [coversOne, coversBoth])).toEqual([1, 2]);
  });

  it('ranks a food with the preferred ingredients above an otherwise equal one', () => {
    const catalogue = [food(1, { matchTags: ['chicken'] }), food(2, { matchTags: ['fish', 'rice'] })];

    expect(recommendedIds(request({ ingredients: ['fish'] }), catalogue)).toEqual([2, 1]);
  });

  it('ranks vet recommended and clinically proven foods above otherwise equal ones', () => {
    const catalogue = [
      food(1),
      food(2, { isClinicallyProven: true }),
      food(3, { isVetRecommended: true }),
      food(4, { isVetRecommended: true, isClinicallyProven: true }),
    ];

    expect(recommendedIds(request(), catalogue)).toEqual([4, 3, 2, 1]);
  });

  it('breaks equal scores by the lower id', () => {
    const { recommendations } = recommendFoods(request(), [food(9), food(4), food(6)]);

    expect(recommendations[0]?.score).toBe(recommendations[1]?.score);
    expect(idsOf(recommendations)).toEqual([4, 6, 9]);
  });

  it("scores a food that fits every wish 90, and a retailer's star rating counts for nothing", () => {
    // $15 a bag: $68.31 a month for the default dog, within $50-100.
    const ideal = food(1, {
      isVetRecommended: true,
      isClinicallyProven: true,
      suitableFor: suits(['diarrhea', 'gas']),
      matchTags: ['fish', 'grainfree'],
      ...bagAt(15),
    });
    const owner = request({ symptoms: ['diarrhea', 'gas'], ingredients: ['fish', 'grainfree'], budget: '50-100' });

    expect(recommendFoods(owner, [ideal]).recommendations[0]?.score).toBe(90);
  });
});

describe('recommendFoods portion and cost for this dog', () => {
  // A 35 lb adult: RER 70 x 15.876^0.75 = 556.9, x 1.6 = 891 kcal a day. Each food's label figures,
  // worked by hand: grams = 891 / (kcal per kg / 1000); servings = 891 / kcal per serving;
  // monthly cost = grams x 30.4 / package grams x package price.
  const facts = (energy: FoodEnergy, foodPackage: RetailOffer['package'], priceUsd: number): FeedingFacts => ({
    label: { energy, estimated: [] },
    offers: [observedOffer({ package: foodPackage, priceUsd })],
  });
  const mediumAdult = { size: 'medium', weightLbs: 35, budget: 'over-200' } as const;
  const forMediumAdult = (candidate: CatalogueFood) =>
    recommendFoods(request({ ...mediumAdult, foodTypes: ['dry', 'wet', 'raw', 'fresh'] }), [candidate]).recommendations[0]?.feeding;
  const suitsMedium = suits(['diarrhea'], ['medium']);

  it('tells the answer which dog it worked for', () => {
    expect(recommendFoods(request(mediumAdult), []).dog).toMatchObject({ weightLbs: 35, weightFromSizeGroup: false, dailyKcal: 891, missing: [] });
    expect(recommendFoods(request({ size: 'large' }), []).dog).toMatchObject({ weightLbs: 70, weightFromSizeGroup: true, dailyKcal: 1498 });
  });

  it('dry food in cups: 3600 kcal/kg, 360 kcal a cup, $64.99 for a 24 lb (10886 g) bag', () => {
    // 247.5 g, 2.475 cups; 7524 g a month = 0.69116 bags x $64.99 = $44.92; the bag lasts 43.98 days.
    const dry = food(1, { suitableFor: suitsMedium, ...facts({ kcalPerKg: 3600, kcalPerServing: 360, servingUnit: 'cup' }, { label: '24 lb bag', grams: 10_886 }, 64.99) });
    expect(forMediumAdult(dry)).toMatchObject({
      dailyKcal: 891,
      dailyGrams: 248,
      servingsPerDay: 2.475,
      servingUnit: 'cup',
      cost: { monthlyCostUsd: 44.92, packageLastsDays: 43, outlastsFreshness: true, isEstimate: false },
    });
  });

  it('costs the sale price a shopper pays during a sale', () => {
    // 0.69116 bags x $71.99 = $49.76.
    const onSale = food(1, {
      suitableFor: suitsMedium,
      label: { energy: { kcalPerKg: 3600, kcalPerServing: 360, servingUnit: 'cup' }, estimated: [] },
      offers: [observedOffer({ package: { label: '24 lb bag', grams: 10_886 }, priceUsd: 71.99, regularPriceUsd: 79.99 })],
    });
    expect(forMediumAdult(onSale)?.cost?.monthlyCostUsd).toBe(49.76);
  });

  it.each([
    {
      // 884.81 g, 2.395 cans; 26898.1 g a month = 6.07455 cases x $38.88 = $236.18.
      title: 'wet food in cans: 1007 kcal/kg, 372 kcal a can, $38.88 for 12 x 13 oz (4428 g)',
      foodType: 'wet',
      energy: { kcalPerKg: 1007, kcalPerServing: 372, servingUnit: 'can' },
      foodPackage: { label: '12 x 13 oz cans', grams: 4428 },
      priceUsd: 38.88,
      feeding: { dailyGrams: 885, servingsPerDay: 2.395, servingUnit: 'can', cost: { monthlyCostUsd: 236.18 } },
    },
    {
      // 882.18 g, 8.91 trays; 26818.2 g a month = 11.28713 cases x $31.68 = $357.58.
      title: 'wet food in trays: 1010 kcal/kg, 100 kcal a tray, $31.68 for 24 x 3.5 oz (2376 g)',
      foodType: 'wet',
      energy: { kcalPerKg: 1010, kcalPerServing: 100, servingUnit: 'tray' },
      foodPackage: { label: '24 x 3.5 oz trays', grams: 2376 },
      priceUsd: 31.68,
      feeding: { dailyGrams: 882, servingsPerDay: 8.91, servingUnit: 'tray', cost: { monthlyCostUsd: 357.58 } },
    },
    {
      // 424.29 g, 14.85 patties; 12898.3 g a month = 4.73853 bags x $54.99 = $260.57.
      title: 'raw food in patties: 2100 kcal/kg, 60 kcal a patty, $54.99 for a 6 lb (2722 g) bag',
      foodType: 'raw',
      energy: { kcalPerKg: 2100, kcalPerServing: 60, servingUnit: 'patty' },
      foodPackage: { label: '6 lb bag', grams: 2722 },
      priceUsd: 54.99,
      feeding: { dailyGrams: 424, servingsPerDay: 14.85, servingUnit: 'patty', cost: { monthlyCostUsd: 260.57 } },
    },
    {
      // 685.38 g, 1.51 pouches; 20835.7 g a month = 6.55623 weekly boxes x $45 = $295.03.
      title: 'fresh food in pouches: 1300 kcal/kg, 590 kcal a pouch, $45.00 a week for 7 x 1 lb (3178 g)',
      foodType: 'fresh',
      energy: { kcalPerKg: 1300, kcalPerServing: 590, servingUnit: 'pouch' },
      foodPackage: { label: '7 x 1 lb pouches', grams: 3178 },
      priceUsd: 45,
      feeding: { dailyGrams: 685, servingsPerDay: 1.51, servingUnit: 'pouch', cost: { monthlyCostUsd: 295.03 } },
    },
  ] as const)('$title', ({ foodType, energy, foodPackage, priceUsd, feeding }) => {
    const packaged = food(1, { foodType, suitableFor: suitsMedium, ...facts(energy, foodPackage, priceUsd) });
    expect(forMediumAdult(packaged)).toMatchObject(feeding);
  });

  it("works no portion out for a puppy whose weights it was not told, and asks for them", () => {
    const puppyFood = food(1, { suitableFor: { age: ['puppy'], size: ['giant'], symptoms: ['diarrhea'] } });
    const answer = recommendFoods(request({ age: 'puppy', size: 'giant' }), [puppyFood]);

    expect(answer.dog).toMatchObject({ weightLbs: null, dailyKcal: null, missing: ['weight', 'adult-weight'] });
    expect(answer.recommendations[0]).toMatchObject({ feeding: null, overBudgetUsd: 0 });
    expect(answer.recommendations[0]?.reasons.map((reason) => reason.kind)).not.toContain('budget');
  });

  it("feeds a puppy by NRC 2006's growth formula once it knows both weights", () => {
    const puppyFood = food(1, { suitableFor: { age: ['puppy'], size: ['giant'], symptoms: ['diarrhea'] } });
    const answer = recommendFoods(request({ age: 'puppy', size: 'giant', weightLbs: 30, adultWeightLbs: 140 }), [puppyFood]);

    expect(answer.dog).toMatchObject({ dailyKcal: 2151, method: 'puppy-growth', missing: [] });
    expect(answer.recommendations[0]?.feeding?.dailyKcal).toBe(2151);
  });
});

describe('recommendFoods budget fit by monthly cost for this dog', () => {
  // For the default 70 lb dog a bag lasts 1 / 4.55392 of a month: $5 -> $22.77, $15 -> $68.31,
  // $25 -> $113.85, $40 -> $182.16, $60 -> $273.24 a month.
  const bagPrices = [60, 40, 25, 15, 5];
  const catalogue = bagPrices.map((price, index) => food(index + 1, bagAt(price)));
  const monthlyCosts = (results: RankedFood<EngineFood>[]) => results.map((result) => result.feeding?.cost?.monthlyCostUsd);
  const budgetReasonOf = (result: RankedFood<EngineFood> | undefined) => result?.reasons.find((reason) => reason.kind === 'budget');

  it('prefers a cost in the owner band, then cheaper bands, then pricier bands by how far over they are', () => {
    const { recommendations } = recommendFoods(request({ budget: '100-150' }), catalogue);

    expect(monthlyCosts(recommendations)).toEqual([113.85, 68.31, 22.77, 182.16, 273.24]);
  });

  it('still shows foods above the budget, last, with their cost and the band they exceed', () => {
    const { recommendations } = recommendFoods(request({ budget: 'under-50' }), catalogue);

    expect(monthlyCosts(recommendations)).toEqual([22.77, 68.31, 113.85, 182.16, 273.24]);
    expect(budgetReasonOf(recommendations[4])).toEqual({ kind: 'budget', fit: 'above', monthlyCostUsd: 273.24, budget: 'under-50' });
    expect(budgetReasonOf(recommendations[0])).toEqual({ kind: 'budget', fit: 'within', monthlyCostUsd: 22.77, budget: 'under-50' });
  });

  it('judges the same bag by what it costs to feed this dog, not by its price', () => {
    // 3500 kcal/kg, $60 for 10 kg. A 10 lb adult (348 kcal): 99.43 g a day, 3022.6 g a month = $18.14.
    // A 110 lb giant (2103 kcal): 600.86 g a day, 18266.1 g a month = $109.60.
    const bag = food(1, {
      suitableFor: suits(['diarrhea'], ['small', 'giant']),
      label: { energy: { kcalPerKg: 3500, kcalPerServing: 350, servingUnit: 'cup' }, estimated: [] },
      offers: bagAt(60).offers,
    });
    const small = recommendFoods(request({ size: 'small', budget: 'under-50' }), [bag]).recommendations[0];
    const giant = recommendFoods(request({ size: 'giant', budget: 'under-50' }), [bag]).recommendations[0];

    expect(budgetReasonOf(small)).toEqual({ kind: 'budget', fit: 'within', monthlyCostUsd: 18.14, budget: 'under-50' });
    expect(budgetReasonOf(giant)).toEqual({ kind: 'budget', fit: 'above', monthlyCostUsd: 109.6, budget: 'under-50' });
    expect(small?.feeding?.servingsPerDay).toBe(0.994);
    expect(giant?.feeding?.servingsPerDay).toBe(6.009);
  });

  it('counts a cost on a band ceiling as within the band', () => {
    // A 60 lb adult eats 1335 kcal = 1335 g of a 1000 kcal/kg food a day, 40584 g a month: one $100 case.
    const atCeiling = food(1, { offers: [observedOffer({ package: { label: 'case', grams: 40_584 }, priceUsd: 100 })] });
    const answer = recommendFoods(request({ budget: '50-100', weightLbs: 60 }), [atCeiling]);

    expect(answer.dog.dailyKcal).toBe(1335);
    expect(budgetReasonOf(answer.recommendations[0])).toEqual({ kind: 'budget', fit: 'within', monthlyCostUsd: 100, budget: '50-100' });
  });

  it('lists a food within budget before a better match that costs more, and says how much more', () => {
    const strongButPricier = food(1, { suitableFor: suits(['diarrhea', 'vomiting']), ...bagAt(25) });
    const weakButInBudget = food(2, { suitableFor: suits(['vomiting']), ...bagAt(15) });
    const { recommendations } = recommendFoods(request({ symptoms: ['diarrhea', 'vomiting'], budget: '50-100' }), [
      weakButInBudget,
      strongButPricier,
    ]);

    expect(idsOf(recommendations)).toEqual([2, 1]);
    expect(recommendations.map((result) => result.overBudgetUsd)).toEqual([0, 13.85]);
  });

  it('never ranks a food far over the budget above one a few dollars over, whatever its score', () => {
    const bestButNineTimesOver = food(1, { isVetRecommended: true, ...bagAt(100) });
    const plainButClose = food(2, bagAt(12));

    const { recommendations } = recommendFoods(request({ budget: 'under-50' }), [bestButNineTimesOver, plainButClose]);

    expect(idsOf(recommendations)).toEqual([2, 1]);
    expect(recommendations.map((result) => result.overBudgetUsd)).toEqual([4.65, 405.39]);
  });

  it('leaves a food whose price is out of date out of the cost ranking: after the foods within budget, before those over it', () => {
    const outOfDate = food(1, { isVetRecommended: true, isClinicallyProven: true, ...bagAt(5, { current: false }) });
    const withinBudget = food(2, bagAt(5));
    const overBudget = food(3, bagAt(60));
    const { recommendations } = recommendFoods(request({ budget: 'under-50' }), [outOfDate, overBudget, withinBudget]);

    expect(idsOf(recommendations)).toEqual([2, 1, 3]);
    expect(recommendations[1]).toMatchObject({ overBudgetUsd: 0, feeding: { cost: null } });
    expect(budgetReasonOf(recommendations[1])).toBeUndefined();
  });
});

describe('recommendFoods prescription diets', () => {
  const prescription = (id: number, overrides: Partial<CatalogueFood> = {}) =>
    food(id, { requiresPrescription: true, isVetRecommended: true, isClinicallyProven: true, ...overrides });
  const overTheCounter = food(10);

  it.each([
    ['says nothing about a vet', undefined],
    ['says no vet has diagnosed or prescribed', false],
  ] as const)('keeps them out of the recommendations when the owner %s, and asks about them instead', (_case, vetDiagnosed) => {
    const answer = recommendFoods(request({ vetDiagnosed }), [prescription(1), overTheCounter]);

    expect(idsOf(answer.recommendations)).toEqual([10]);
    expect(idsOf(answer.askYourVet)).toEqual([1]);
    expect(answer.askYourVet[0]?.reasons.some((reason) => reason.kind === 'vet-diagnosed')).toBe(false);
  });

  it('lists at most three to ask the vet about, best first, and only those that pass the hard rules', () => {
    const catalogue = [
      prescription(1, { isClinicallyProven: false }),
      prescription(2, { suitableFor: suits(['diarrhea', 'gas']) }),
      prescription(3),
      prescription(4, { isVetRecommended: false }),
      prescription(5, { suitableFor: suits(['diarrhea', 'gas']), allergens: ['soy'] }),
    ];
    const answer = recommendFoods(request({ symptoms: ['diarrhea', 'gas'], allergies: ['soy'] }), catalogue);

    expect(ASK_YOUR_VET_LIMIT).toBe(3);
    expect(idsOf(answer.askYourVet)).toEqual([2, 3, 1]);
    expect(answer.recommendations).toEqual([]);
    expect(answer.askYourVet.every((result) => result.feeding?.dailyKcal === answer.dog.dailyKcal)).toBe(true);
  });

  it('ranks them with the rest, saying why, when a vet has diagnosed a condition or prescribed a diet', () => {
    const answer = recommendFoods(request({ vetDiagnosed: true }), [overTheCounter, prescription(1)]);

    expect(idsOf(answer.recommendations)).toEqual([1, 10]);
    expect(answer.askYourVet).toEqual([]);
    expect(answer.recommendations[0]?.reasons[0]).toEqual({ kind: 'vet-diagnosed' });
    expect(answer.recommendations[1]?.reasons.some((reason) => reason.kind === 'vet-diagnosed')).toBe(false);
  });

  it('never lets a prescription diet be first without the vet answer, across every budget and symptom mix', () => {
    const both = suits(['diarrhea', 'gas']);
    const catalogue = [prescription(1, { suitableFor: both }), food(2, { suitableFor: both }), prescription(3, { foodType: 'wet', suitableFor: both })];
    for (const budget of ['under-50', '50-100', '100-150', '150-200', 'over-200'] as const) {
      for (const symptoms of [['diarrhea'], ['gas'], ['diarrhea', 'gas']] as const) {
        const answer = recommendFoods(request({ budget, symptoms: [...symptoms], foodTypes: ['dry', 'wet'] }), catalogue);
        expect(answer.recommendations.filter((result) => result.food.requiresPrescription)).toEqual([]);
        expect(idsOf(answer.askYourVet)).toEqual(expect.arrayContaining([1, 3]));
      }
    }
  });
});

describe('recommendFoods red flags', () => {
  it('still answers with foods when the answers call for a vet first', () => {
    const answer = recommendFoods(request({ symptoms: ['vomiting', 'lethargy'], warningSigns: ['blood'] }), [food(1, { suitableFor: suits(['vomiting']) })]);

    expect(answer.redFlags).toEqual(['blood', 'vomiting-with-lethargy']);
    expect(idsOf(answer.recommendations)).toEqual([1]);
  });

  it('raises none for mild answers', () => {
    expect(recommendFoods(request({ symptoms: ['gas'], frequency: 'weekly', duration: '1-3-months' }), [food(1)]).redFlags).toEqual([]);
  });
});

describe('recommendFoods limit', () => {
  // Cheaper bags score more (a cheaper band), so the ids rank from the cheapest down.
  const tenFoods = Array.from({ length: 10 }, (_, index) => food(index + 1, index < 5 ? bagAt(15) : CHEAP_BAG));

  it('returns the six best by default', () => {
    expect(DEFAULT_RECOMMENDATION_LIMIT).toBe(6);
    expect(recommendedIds(request({ budget: 'under-50' }), tenFoods)).toEqual([6, 7, 8, 9, 10, 1]);
  });

  it('returns at most the requested number, and all of them when fewer pass', () => {
    expect(recommendedIds(request({ budget: 'under-50' }), tenFoods, 2)).toEqual([6, 7]);
    expect(recommendedIds(request(), tenFoods, 0)).toEqual([]);
    expect(recommendedIds(request(), tenFoods.slice(0, 3), 6)).toHaveLength(3);
  });

  it('rejects a limit that is not a whole number of at least zero', () => {
    expect(() => recommendFoods(request(), tenFoods, -1)).toThrow(RangeError);
    expect(() => recommendFoods(request(), tenFoods, 2.5)).toThrow(RangeError);
    expect(() => recommendFoods(request(), tenFoods, Number.NaN)).toThrow(RangeError);
  });
});

describe('recommendFoods determinism', () => {
  const catalogue = Object.freeze(
    Array.from({ length: 12 }, (_, index) =>
      Object.freeze(
        food(index + 1, {
          isVetRecommended: index % 2 === 0,
          requiresPrescription: index % 5 === 0,
          suitableFor: suits(index % 4 === 0 ? ['diarrhea', 'gas'] : ['diarrhea']),
          ...(index % 2 === 0 ? bagAt(5) : bagAt(15)),
        }),
      ),
    ),
  );

  it('gives the same answer every time and whatever the catalogue order', () => {
    const first = recommendFoods(request({ symptoms: ['diarrhea', 'gas'] }), catalogue);

    expect(recommendFoods(request({ symptoms: ['diarrhea', 'gas'] }), catalogue)).toEqual(first);
    expect(recommendFoods(request({ symptoms: ['diarrhea', 'gas'] }), [...catalogue].reverse())).toEqual(first);
  });

  it('returns the catalogue records themselves without changing them', () => {
    const { recommendations } = recommendFoods(request(), catalogue);

    expect(recommendations[0]?.food.name).toMatch(/^Food \d+$/);
    expect(catalogue).toContain(recommendations[0]?.food);
  });
});

describe('recommendFoods reasons', () => {
  /** The reasons given for a food the owner is recommended; a food that is not recommended has none. */
  const reasonsFor = (owner: RequestOptions, candidate: CatalogueFood): MatchReason[] =>
    recommendFoods(request(owner), [candidate]).recommendations[0]?.reasons ?? [];

  it('gives the most important matches first, keyed by the vocabularies', () => {
    const reasons = reasonsFor(
      { symptoms: ['diarrhea', 'gas'], allergies: ['chicken', 'beef'], budget: '50-100', ingredients: ['fish'] },
      food(1, { isVetRecommended: true, suitableFor: suits(['diarrhea', 'gas', 'vomiting']), matchTags: ['fish'], ...bagAt(15) }),
    );

    expect(reasons).toEqual([
      { kind: 'symptoms', covered: ['diarrhea', 'gas'], total: 2 },
      { kind: 'allergens-absent', allergies: ['chicken', 'beef'] },
      { kind: 'budget', fit: 'within', monthlyCostUsd: 68.31, budget: '50-100' },
      { kind: 'vet-and-clinical', vetRecommended: true, clinicallyProven: false },
    ]);
  });

  it("names only the symptoms the food is suited to, in the owner's order, out of all they ticked", () => {
    const reasons = reasonsFor(
      { symptoms: ['sensitive-stomach', 'itchy-skin', 'vomiting'] },
      food(1, { suitableFor: suits(['itchy-skin', 'sensitive-stomach']) }),
    );

    expect(reasons[0]).toEqual({ kind: 'symptoms', covered: ['sensitive-stomach', 'itchy-skin'], total: 3 });
  });

  it('says a freeze-dried or dehydrated food is shown as part of a raw diet', () => {
    expect(reasonsFor({ foodTypes: ['raw'] }, food(1, { foodType: 'freeze-dried' }))).toContainEqual({
      kind: 'food-type-grouped',
      foodType: 'freeze-dried',
      countedAs: 'raw',
    });
    expect(reasonsFor({ foodTypes: ['raw'] }, food(1, { foodType: 'dehydrated' }))).toContainEqual({
      kind: 'food-type-grouped',
      foodType: 'dehydrated',
      countedAs: 'raw',
    });
  });

  it('names the preferred ingredients the food is made with, grain-free included', () => {
    expect(reasonsFor({ ingredients: ['rice', 'fish', 'grainfree'] }, food(1, { matchTags: ['fish', 'rice', 'grainfree'] }))).toContainEqual({
      kind: 'ingredients',
      ingredients: ['rice', 'fish', 'grainfree'],
    });
  });

  it('gives the symptoms, the budget, the food type and the life stage for a food that only passes the hard rules', () => {
    expect(reasonsFor({}, food(1))).toEqual([
      { kind: 'symptoms', covered: ['diarrhea'], total: 1 },
      { kind: 'budget', fit: 'below', monthlyCostUsd: 22.77, budget: '50-100' },
      { kind: 'food-type-chosen', foodType: 'dry' },
      { kind: 'life-stage', size: 'large', ageGroup: 'adult' },
    ]);
  });

  it('never gives more than four reasons', () => {
    const reasons = reasonsFor(
      { symptoms: ['gas'], allergies: ['soy'], ingredients: ['lamb'], foodTypes: ['raw'] },
      food(1, { foodType: 'freeze-dried', isVetRecommended: true, suitableFor: suits(['gas']), matchTags: ['lamb'] }),
    );

    expect(reasons.map((reason) => reason.kind)).toEqual(['symptoms', 'allergens-absent', 'budget', 'food-type-grouped']);
  });
});
