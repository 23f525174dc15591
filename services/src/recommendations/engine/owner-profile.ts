import {
  ageGroupValues,
  allergyValues,
  budgetValues,
  dogSizeValues,
  type FoodType,
  fedDogFor,
  foodTypeValues,
  preferredIngredientValues,
  symptomValues,
} from '@gentlebowl/contracts';
import type { EngineRequest, OwnerProfile } from './engine-types.js';
import { bitsOf } from './food-traits.js';
import { shownFoodTypesOf } from './hard-rules.js';

function distinct<Value>(values: readonly Value[] | undefined): Value[] {
  return [...new Set(values ?? [])];
}

/** The owner's answers as the engine compares them (`OwnerProfile`); worked out once per request. */
export function toOwnerProfile(request: EngineRequest): OwnerProfile {
  const { dogInfo, symptoms, foodPreferences } = request;
  const foodTypes = new Set<FoodType>(foodPreferences.foodTypes);
  const shownFoodTypes = shownFoodTypesOf(foodTypes);
  const ownerSymptoms = distinct(symptoms.symptoms);
  const preferredIngredients = distinct(foodPreferences.ingredients);
  const allergies = distinct(foodPreferences.allergies);
  return {
    ageGroup: dogInfo.age,
    size: dogInfo.size,
    symptoms: ownerSymptoms,
    foodTypes,
    shownFoodTypes,
    budget: foodPreferences.budget,
    budgetBand: budgetValues.indexOf(foodPreferences.budget),
    preferredIngredients,
    allergies,
    vetDiagnosed: symptoms.vetDiagnosed === true,
    dog: fedDogFor(dogInfo),
    bits: {
      age: bitsOf(ageGroupValues, [dogInfo.age]),
      size: bitsOf(dogSizeValues, [dogInfo.size]),
      shownFoodTypes: bitsOf(foodTypeValues, shownFoodTypes),
      symptoms: bitsOf(symptomValues, ownerSymptoms),
      preferredIngredients: bitsOf(preferredIngredientValues, preferredIngredients),
      allergies: bitsOf(allergyValues, allergies),
    },
  };
}
