import {
  ageGroupValues,
  allergyValues,
  breedValues,
  budgetValues,
  dogSizeValues,
  durationValues,
  frequencyValues,
  preferredIngredientValues,
  type RecommendationRequestInput,
  symptomValues,
  wizardFoodTypeValues,
} from '@gentlebowl/contracts';
import { pickOne, pickSome } from './seeded-random.js';

/**
 * A wizard answer as owners send them: one to three food types, a budget, usually a weight, and
 * often allergies (the case the selector is for); a vet involved now and then.
 */
export function syntheticRecommendationRequest(random: () => number, index: number): RecommendationRequestInput {
  return {
    dogInfo: {
      dogName: `Dog ${index}`,
      breed: pickOne(random, breedValues),
      age: pickOne(random, ageGroupValues),
      size: pickOne(random, dogSizeValues),
      ...(random() < 0.6 ? { weightLbs: 3 + Math.floor(random() * 140) } : {}),
    },
    symptoms: {
      symptoms: pickSome(random, symptomValues, 1, 4),
      frequency: pickOne(random, frequencyValues),
      duration: pickOne(random, durationValues),
      vetDiagnosed: random() < 0.2,
    },
    foodPreferences: {
      foodTypes: pickSome(random, wizardFoodTypeValues, 1, 3),
      budget: pickOne(random, budgetValues),
      ingredients: pickSome(random, preferredIngredientValues, 0, 3),
      allergies: random() < 0.8 ? pickSome(random, allergyValues, 1, 3) : [],
    },
  };
}
