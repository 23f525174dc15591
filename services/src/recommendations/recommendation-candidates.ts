import type { AgeGroup, DogSize } from '@gentlebowl/contracts';
import type { CandidateSource, EngineCandidate, EngineFood, OwnerProfile } from './engine/engine-types.js';
import { traitsOf } from './engine/food-traits.js';

const keyOf = (foodType: string, age: AgeGroup, size: DogSize) => `${foodType}|${age}|${size}`;

/**
 * The catalogue by food type, age group and size, so a recommendation ranks only the foods that can
 * pass those hard rules (about 770 of a 5,000-food catalogue for a usual request) instead of every
 * food. The engine then checks every hard rule on them again and scores them: this only narrows.
 */
export class RecommendationCandidates<F extends EngineFood> implements CandidateSource<F> {
  private readonly byKey = new Map<string, EngineCandidate<F>[]>();

  constructor(foods: readonly F[]) {
    for (const food of foods) {
      const traits = traitsOf(food);
      if (traits.foodType === null) continue;
      for (const age of food.suitableFor.age) {
        for (const size of food.suitableFor.size) {
          const key = keyOf(traits.foodType, age, size);
          const list = this.byKey.get(key);
          if (list) list.push({ food, traits });
          else this.byKey.set(key, [{ food, traits }]);
        }
      }
    }
  }

  /** The foods of the owner's food types that suit the dog's age group and size, with their traits:
   * a list per food type (a food has one type), read where they are kept rather than copied. */
  for(profile: OwnerProfile): (readonly EngineCandidate<F>[])[] {
    const lists: (readonly EngineCandidate<F>[])[] = [];
    for (const foodType of profile.shownFoodTypes) {
      const list = this.byKey.get(keyOf(foodType, profile.ageGroup, profile.size));
      if (list) lists.push(list);
    }
    return lists;
  }
}
