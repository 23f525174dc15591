import {
  type AgeGroup,
  type Allergy,
  ageGroupValues,
  allergyValues,
  type Budget,
  budgetValues,
  type DogSize,
  dogSizeValues,
  type FedDog,
  type FoodType,
  fedDogFor,
  foodTypeValues,
  type PreferredIngredient,
  preferredIngredientValues,
  type Symptom,
  symptomValues,
} from '@gentlebowl/contracts';
import type { EngineRequest } from './engine-types.js';
import { bitsOf } from './food-traits.js';
import { shownFoodTypesOf } from './hard-rules.js';

/**
 * The owner's answers, reduced to what the engine compares, in the contracts' vocabularies. Lists are
 * de-duplicated once here so a repeated checkbox never counts twice, and keep the owner's order
 * (reasons follow it).
 */
export interface OwnerProfile {
  ageGroup: AgeGroup;
  size: DogSize;
  symptoms: readonly Symptom[];
  foodTypes: ReadonlySet<FoodType>;
  /** The catalogue food types the owner's choices show (freeze-dried and dehydrated under raw). */
  shownFoodTypes: readonly FoodType[];
  budget: Budget;
  /** The budget's position among the bands, cheapest first. */
  budgetBand: number;
  preferredIngredients: readonly PreferredIngredient[];
  allergies: readonly Allergy[];
  /** Prescription diets rank with the others only when a vet has diagnosed or prescribed. */
  vetDiagnosed: boolean;
  /** The dog portions and costs are worked out for. */
  dog: FedDog;
  /** The same answers as bit masks over the vocabularies (`food-traits.ts`), for the hard rules and
   * the counts of hundreds of foods. */
  bits: {
    age: number;
    size: number;
    /** The catalogue food types the owner's choices show: their own and the broader choice's. */
    shownFoodTypes: number;
    symptoms: number;
    preferredIngredients: number;
    allergies: number;
  };
}

function distinct<Value>(values: readonly Value[] | undefined): Value[] {
  return [...new Set(values ?? [])];
}

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
