import { budgetMonthlyUsd, budgetValues, type PreferredIngredient, type Symptom } from '@gentlebowl/contracts';
import { feedingFacts, observedOffer } from '@gentlebowl/contracts/testing';
import type { EngineFood, EngineRequest } from './engine-types.js';
import { traitsOf } from './food-traits.js';
import { toOwnerProfile } from './owner-profile.js';
import { bestPossibleScore, standingOf } from './scoring.js';

// The engine costs a food only when its best possible score could still take a place in a list; a
// bound below what the food can really score would drop it from the answer without a trace.

/** A monthly cost in each budget band, cheapest first, and none (no current price). */
const COSTS: readonly (number | null)[] = [
  ...budgetValues.map((band) => budgetMonthlyUsd[band].aboveUsd + 10),
  null,
];

function food(id: number, symptoms: Symptom[], matchTags: PreferredIngredient[], flags: [boolean, boolean]): EngineFood {
  const energy = { kcalPerKg: 3600, kcalPerServing: 360, servingUnit: 'cup' } as const;
  return {
    id,
    foodType: 'dry',
    isVetRecommended: flags[0],
    isClinicallyProven: flags[1],
    requiresPrescription: false,
    suitableFor: { age: ['adult'], size: ['large'], symptoms },
    allergens: [],
    matchTags,
    ...feedingFacts(energy, [observedOffer({ package: { label: '24 lb bag', grams: 10_886 }, priceUsd: 64.99 })]),
  };
}

function owner(budget: EngineRequest['foodPreferences']['budget']): EngineRequest {
  return {
    dogInfo: { age: 'adult', size: 'large' },
    symptoms: { symptoms: ['diarrhea', 'gas'], frequency: 'occasionally', duration: 'less-than-week' },
    foodPreferences: { foodTypes: ['dry'], budget, ingredients: ['fish', 'grainfree'] },
  };
}

describe("a food's best possible score", () => {
  const symptomChoices: Symptom[][] = [[], ['gas'], ['diarrhea', 'gas']];
  const tagChoices: PreferredIngredient[][] = [[], ['fish'], ['fish', 'grainfree']];
  const flagChoices: [boolean, boolean][] = [
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ];
  const foods = symptomChoices.flatMap((symptoms) =>
    tagChoices.flatMap((tags) => flagChoices.map((flags) => food(1, symptoms, tags, flags))),
  );

  it('is what the food scores at its best monthly cost, whatever the budget, so no food that could take a place goes uncosted', () => {
    for (const budget of budgetValues) {
      const profile = toOwnerProfile(owner(budget));
      for (const candidate of foods) {
        const traits = traitsOf(candidate);
        const scores = COSTS.map((cost) => standingOf(traits, profile, cost).score);
        expect({ budget, best: bestPossibleScore(traits, profile) }).toEqual({ budget, best: Math.max(...scores) });
      }
    }
  });
});
