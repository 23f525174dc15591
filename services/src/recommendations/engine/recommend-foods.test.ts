import {
  DEFAULT_RECOMMENDATION_LIMIT,
  type EngineFood,
  type EngineRequest,
  recommendFoods,
} from './recommend-foods.js';

interface CatalogueFood extends EngineFood {
  name: string;
}

/** A food every default request accepts, scoring nothing beyond its rating unless a test says so. */
function food(id: number, overrides: Partial<CatalogueFood> = {}): CatalogueFood {
  return {
    id,
    name: `Food ${id}`,
    foodType: 'dry',
    rating: 30,
    isVetRecommended: false,
    isClinicallyProven: false,
    suitableFor: { age: ['adult'], size: ['large'], symptoms: [] },
    allergens: [],
    matchTags: [],
    monthlyBudget: 'not-listed',
    ...overrides,
  };
}

interface RequestOptions {
  age?: string;
  size?: string;
  symptoms?: string[];
  foodTypes?: string[];
  budget?: string;
  ingredients?: string[];
  allergies?: string[];
}

function request(options: RequestOptions = {}): EngineRequest {
  return {
    dogInfo: { age: options.age ?? 'adult', size: options.size ?? 'large' },
    symptoms: { symptoms: options.symptoms ?? ['diarrhea'] },
    foodPreferences: {
      foodTypes: options.foodTypes ?? ['dry'],
      budget: options.budget ?? '50-100',
      ingredients: options.ingredients,
      allergies: options.allergies,
    },
  };
}

const idsOf = (results: { food: EngineFood }[]): number[] => results.map((result) => result.food.id);

describe('recommendFoods hard rules', () => {
  it('never recommends a food containing a declared allergy, however well it scores', () => {
    const perfectButChicken = food(1, {
      rating: 50,
      isVetRecommended: true,
      isClinicallyProven: true,
      suitableFor: { age: ['adult'], size: ['large'], symptoms: ['diarrhea'] },
      allergens: ['chicken', 'eggs'],
      monthlyBudget: '50-100',
    });
    const plain = food(2);

    expect(idsOf(recommendFoods(request({ allergies: ['eggs'] }), [perfectButChicken, plain]))).toEqual([2]);
    expect(idsOf(recommendFoods(request({ allergies: ['soy'] }), [perfectButChicken, plain]))).toEqual([1, 2]);
  });

  it('treats a food tagged with an ingredient as containing it even when its allergen list omits it', () => {
    const taggedBeef = food(1, { matchTags: ['beef', 'rice'], allergens: [] });

    expect(recommendFoods(request({ allergies: ['beef'] }), [taggedBeef])).toEqual([]);
  });

  it('matches allergies regardless of letter case or stray spaces', () => {
    const withDairy = food(1, { allergens: ['dairy'] });

    expect(recommendFoods(request({ allergies: [' Dairy '] }), [withDairy])).toEqual([]);
  });

  it('only recommends food types the owner chose', () => {
    const catalogue = [food(1, { foodType: 'dry' }), food(2, { foodType: 'wet' }), food(3, { foodType: 'fresh' })];

    expect(idsOf(recommendFoods(request({ foodTypes: ['wet'] }), catalogue))).toEqual([2]);
    expect(idsOf(recommendFoods(request({ foodTypes: ['dry', 'fresh'] }), catalogue))).toEqual([1, 3]);
  });

  it('shows freeze-dried and dehydrated foods to owners who chose a raw diet, and only to them', () => {
    const catalogue = [
      food(1, { foodType: 'raw' }),
      food(2, { foodType: 'freeze-dried' }),
      food(3, { foodType: 'dehydrated' }),
      food(4, { foodType: 'dry' }),
    ];

    expect(idsOf(recommendFoods(request({ foodTypes: ['raw'] }), catalogue))).toEqual([1, 2, 3]);
    expect(idsOf(recommendFoods(request({ foodTypes: ['dry', 'wet', 'fresh', 'homemade'] }), catalogue))).toEqual([4]);
  });

  it('leaves a food type the engine does not know to owners who asked for exactly that type', () => {
    const topper = food(1, { foodType: 'topper' });

    expect(recommendFoods(request({ foodTypes: ['dry', 'raw'] }), [topper])).toEqual([]);
    expect(idsOf(recommendFoods(request({ foodTypes: ['topper'] }), [topper]))).toEqual([1]);
  });

  it("only recommends foods suited to the dog's age group", () => {
    const adultOnly = food(1, { suitableFor: { age: ['adult', 'senior'], size: ['large'], symptoms: [] } });
    const puppyFood = food(2, { suitableFor: { age: ['puppy'], size: ['large'], symptoms: [] } });

    expect(idsOf(recommendFoods(request({ age: 'puppy' }), [adultOnly, puppyFood]))).toEqual([2]);
    expect(idsOf(recommendFoods(request({ age: 'senior' }), [adultOnly, puppyFood]))).toEqual([1]);
  });

  it("only recommends foods suited to the dog's size", () => {
    const smallBreed = food(1, { suitableFor: { age: ['adult'], size: ['small'], symptoms: [] } });
    const allSizes = food(2, {
      suitableFor: { age: ['adult'], size: ['small', 'medium', 'large', 'giant'], symptoms: [] },
    });

    expect(idsOf(recommendFoods(request({ size: 'giant' }), [smallBreed, allSizes]))).toEqual([2]);
  });

  it('returns an empty list when no food passes the hard rules', () => {
    const catalogue = [food(1, { foodType: 'wet' }), food(2, { allergens: ['corn'] })];

    expect(recommendFoods(request({ foodTypes: ['dry'], allergies: ['corn'] }), catalogue)).toEqual([]);
    expect(recommendFoods(request(), [])).toEqual([]);
  });
});

describe('recommendFoods ranking', () => {
  it('puts the food suited to more of the dog symptoms first, above better rated vet picks', () => {
    const coversBoth = food(1, {
      rating: 20,
      suitableFor: { age: ['adult'], size: ['large'], symptoms: ['diarrhea', 'gas'] },
    });
    const coversOne = food(2, {
      rating: 50,
      isVetRecommended: true,
      isClinicallyProven: true,
      suitableFor: { age: ['adult'], size: ['large'], symptoms: ['gas'] },
    });

    const results = recommendFoods(request({ symptoms: ['diarrhea', 'gas'] }), [coversOne, coversBoth]);

    expect(idsOf(results)).toEqual([1, 2]);
  });

  it('ranks a food with the preferred ingredients above an otherwise equal one', () => {
    const results = recommendFoods(request({ ingredients: ['fish'] }), [
      food(1, { matchTags: ['chicken'] }),
      food(2, { matchTags: ['fish', 'rice'] }),
    ]);

    expect(idsOf(results)).toEqual([2, 1]);
  });

  it('ranks vet recommended and clinically proven foods above otherwise equal ones', () => {
    const results = recommendFoods(request(), [
      food(1),
      food(2, { isClinicallyProven: true }),
      food(3, { isVetRecommended: true }),
      food(4, { isVetRecommended: true, isClinicallyProven: true }),
    ]);

    expect(idsOf(results)).toEqual([4, 3, 2, 1]);
  });

  it('ranks by editorial rating when nothing else differs', () => {
    const results = recommendFoods(request(), [food(1, { rating: 38 }), food(2, { rating: 47 })]);

    const [best, second] = results.map((result) => result.score);
    expect(idsOf(results)).toEqual([2, 1]);
    expect(best).toBeGreaterThan(second ?? Number.POSITIVE_INFINITY);
  });

  it('breaks equal scores by the higher rating, then by the lower id', () => {
    // 50 rating points (10) equal 20 rating points (4) plus vet recommendation (6).
    const topRated = food(7, { rating: 50 });
    const vetPick = food(3, { rating: 20, isVetRecommended: true });
    const twins = [food(9), food(4), food(6)];

    const results = recommendFoods(request(), [vetPick, ...twins, topRated]);

    expect(results[0]?.score).toBe(results[1]?.score);
    expect(idsOf(results)).toEqual([7, 3, 4, 6, 9]);
  });

  it('scores a food that fits every wish 100', () => {
    const ideal = food(1, {
      rating: 50,
      isVetRecommended: true,
      isClinicallyProven: true,
      suitableFor: { age: ['adult'], size: ['large'], symptoms: ['diarrhea', 'gas'] },
      matchTags: ['fish', 'grainfree'],
      monthlyBudget: '50-100',
    });

    const [result] = recommendFoods(
      request({ symptoms: ['diarrhea', 'gas'], ingredients: ['fish', 'grainfree'], budget: '50-100' }),
      [ideal],
    );

    expect(result?.score).toBe(100);
  });
});

describe('recommendFoods budget fit', () => {
  const bands = ['over-200', '150-200', '100-150', '50-100', 'under-50'];
  const catalogue = bands.map((band, index) => food(index + 1, { monthlyBudget: band }));
  const bandOrder = (results: { food: EngineFood }[]): string[] => results.map((result) => result.food.monthlyBudget);

  it('prefers the owner band, then cheaper bands, then pricier bands by how far over they are', () => {
    const results = recommendFoods(request({ budget: '100-150' }), catalogue);

    expect(bandOrder(results)).toEqual(['100-150', '50-100', 'under-50', '150-200', 'over-200']);
  });

  it('still shows foods above the budget, last and marked as above it', () => {
    const results = recommendFoods(request({ budget: 'under-50' }), catalogue);

    expect(bandOrder(results)).toEqual(['under-50', '50-100', '100-150', '150-200', 'over-200']);
    expect(results[4]?.matchReasons).toContain('Above your budget (over $200 a month)');
  });

  it('lets a better match that costs one band more beat a poor match within budget', () => {
    const strongButPricier = food(1, {
      suitableFor: { age: ['adult'], size: ['large'], symptoms: ['diarrhea', 'vomiting'] },
      monthlyBudget: '100-150',
    });
    const weakButInBudget = food(2, {
      suitableFor: { age: ['adult'], size: ['large'], symptoms: ['vomiting'] },
      monthlyBudget: '50-100',
    });

    const results = recommendFoods(request({ symptoms: ['diarrhea', 'vomiting'], budget: '50-100' }), [
      weakButInBudget,
      strongButPricier,
    ]);

    expect(idsOf(results)).toEqual([1, 2]);
  });

  it('gives no budget points and no budget reason when the food cost is unknown', () => {
    const results = recommendFoods(request({ budget: '50-100' }), [food(1, { monthlyBudget: '' }), food(2, { monthlyBudget: 'under-50' })]);

    expect(idsOf(results)).toEqual([2, 1]);
    expect(results[1]?.matchReasons.some((reason) => reason.includes('budget'))).toBe(false);
  });
});

describe('recommendFoods limit', () => {
  const tenFoods = Array.from({ length: 10 }, (_, index) => food(index + 1, { rating: 10 + index * 4 }));

  it('returns the six best by default', () => {
    const results = recommendFoods(request(), tenFoods);

    expect(DEFAULT_RECOMMENDATION_LIMIT).toBe(6);
    expect(idsOf(results)).toEqual([10, 9, 8, 7, 6, 5]);
  });

  it('returns at most the requested number, and all of them when fewer pass', () => {
    expect(idsOf(recommendFoods(request(), tenFoods, 2))).toEqual([10, 9]);
    expect(recommendFoods(request(), tenFoods, 0)).toEqual([]);
    expect(recommendFoods(request(), tenFoods.slice(0, 3), 6)).toHaveLength(3);
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
          rating: 30 + (index % 3) * 5,
          isVetRecommended: index % 2 === 0,
          suitableFor: { age: ['adult'], size: ['large'], symptoms: index % 4 === 0 ? ['diarrhea'] : [] },
          monthlyBudget: index % 2 === 0 ? 'under-50' : '50-100',
        }),
      ),
    ),
  );

  it('gives the same answer every time and whatever the catalogue order', () => {
    const first = recommendFoods(request(), catalogue);
    const again = recommendFoods(request(), catalogue);
    const reversed = recommendFoods(request(), [...catalogue].reverse());

    expect(again).toEqual(first);
    expect(reversed).toEqual(first);
  });

  it('returns the catalogue records themselves without changing them', () => {
    const results = recommendFoods(request(), catalogue);

    expect(results[0]?.food.name).toMatch(/^Food \d+$/);
    expect(catalogue).toContain(results[0]?.food);
  });
});

describe('recommendFoods match reasons', () => {
  /** The reasons given for a food the owner is recommended; a food that is not recommended has none. */
  const reasonsFor = (owner: RequestOptions, candidate: CatalogueFood): string[] =>
    recommendFoods(request(owner), [candidate])[0]?.matchReasons ?? [];

  it('explains the most important matches first in plain words', () => {
    const reasons = reasonsFor(
      { symptoms: ['diarrhea', 'gas'], allergies: ['chicken', 'beef'], budget: '50-100', ingredients: ['fish'] },
      food(1, {
        isVetRecommended: true,
        suitableFor: { age: ['adult'], size: ['large'], symptoms: ['diarrhea', 'gas', 'vomiting'] },
        matchTags: ['fish'],
        monthlyBudget: '50-100',
      }),
    );

    expect(reasons).toEqual([
      'Suited to diarrhea and gas',
      'No chicken or beef on the label',
      'Within your budget (about $50-100 a month)',
      'Vet recommended',
    ]);
  });

  it('names only the symptoms the food is suited to, in words rather than form values', () => {
    const reasons = reasonsFor(
      { symptoms: ['sensitive-stomach', 'itchy-skin', 'vomiting'] },
      food(1, { suitableFor: { age: ['adult'], size: ['large'], symptoms: ['itchy-skin', 'sensitive-stomach'] } }),
    );

    expect(reasons[0]).toBe('Suited to a sensitive stomach and itchy skin');
  });

  it('counts symptoms instead of listing them when there are more than three', () => {
    const symptoms = ['vomiting', 'diarrhea', 'gas', 'lethargy', 'hair-loss'];
    const suitedToFour = food(1, { suitableFor: { age: ['adult'], size: ['large'], symptoms: symptoms.slice(0, 4) } });
    const suitedToAll = food(2, { suitableFor: { age: ['adult'], size: ['large'], symptoms } });

    expect(reasonsFor({ symptoms }, suitedToFour)[0]).toBe("Suited to 4 of your dog's 5 symptoms");
    expect(reasonsFor({ symptoms }, suitedToAll)[0]).toBe("Suited to all 5 of your dog's symptoms");
  });

  it('counts declared allergies instead of listing them when there are more than three', () => {
    const reasons = reasonsFor({ symptoms: [], allergies: ['chicken', 'beef', 'dairy', 'wheat'] }, food(1));

    expect(reasons[0]).toBe('None of your 4 allergens on the label');
  });

  it('says when a food is cheaper or pricier than the budget', () => {
    expect(reasonsFor({ budget: '100-150' }, food(1, { monthlyBudget: 'under-50' }))).toContain(
      'Below your budget (under $50 a month)',
    );
    expect(reasonsFor({ budget: '50-100' }, food(1, { monthlyBudget: '150-200' }))).toContain(
      'Above your budget (about $150-200 a month)',
    );
  });

  it('says a freeze-dried or dehydrated food is shown as part of a raw diet', () => {
    expect(reasonsFor({ foodTypes: ['raw'] }, food(1, { foodType: 'freeze-dried' }))).toContain(
      'Freeze-dried, counted as a raw diet',
    );
    expect(reasonsFor({ foodTypes: ['raw'] }, food(1, { foodType: 'dehydrated' }))).toContain(
      'Dehydrated, counted as a raw diet',
    );
  });

  it('names the preferred ingredients the food is made with', () => {
    expect(
      reasonsFor({ symptoms: [], ingredients: ['rice', 'fish', 'grainfree'] }, food(1, { matchTags: ['fish', 'rice', 'grainfree'] })),
    ).toContain('Made with rice and fish, grain-free');
    expect(reasonsFor({ symptoms: [], ingredients: ['grainfree'] }, food(1, { matchTags: ['grainfree'] }))).toContain(
      'Grain-free recipe',
    );
  });

  it('mentions a high editorial rating as the editors own and stays quiet about a low one', () => {
    expect(reasonsFor({ symptoms: [] }, food(1, { rating: 46 }))).toContain('Rated 4.6 out of 5 by our editors');
    expect(reasonsFor({ symptoms: [] }, food(1, { rating: 35 })).join(' ')).not.toMatch(/Rated/);
  });

  it('gives at least two reasons even for a food that only passes the hard rules', () => {
    const reasons = reasonsFor({ symptoms: ['vomiting'] }, food(1, { monthlyBudget: 'unknown', rating: 20 }));

    expect(reasons).toEqual(['Dry food, as you chose', 'Suits large adult dogs']);
  });

  it('never gives more than four reasons', () => {
    const reasons = reasonsFor(
      { symptoms: ['gas'], allergies: ['soy'], ingredients: ['lamb'], foodTypes: ['raw'] },
      food(1, {
        foodType: 'freeze-dried',
        rating: 48,
        isVetRecommended: true,
        suitableFor: { age: ['adult'], size: ['large'], symptoms: ['gas'] },
        matchTags: ['lamb'],
        monthlyBudget: '50-100',
      }),
    );

    expect(reasons).toEqual([
      'Suited to gas',
      'No soy on the label',
      'Within your budget (about $50-100 a month)',
      'Freeze-dried, counted as a raw diet',
    ]);
  });
});
