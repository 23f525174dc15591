import {
  type AgeGroup,
  type Allergy,
  type Budget,
  type DogSize,
  type FedDog,
  type FoodType,
  fedDogFor,
  type PreferredIngredient,
  type Symptom,
} from '@gentlebowl/contracts';
import type { EngineRequest } from './engine-types.js';

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
  budget: Budget;
  preferredIngredients: readonly PreferredIngredient[];
  allergies: readonly Allergy[];
  /** Prescription diets rank with the others only when a vet has diagnosed or prescribed. */
  vetDiagnosed: boolean;
  /** The dog portions and costs are worked out for. */
  dog: FedDog;
}

function distinct<Value>(values: readonly Value[] | undefined): Value[] {
  return [...new Set(values ?? [])];
}

export function toOwnerProfile(request: EngineRequest): OwnerProfile {
  const { dogInfo, symptoms, foodPreferences } = request;
  return {
    ageGroup: dogInfo.age,
    size: dogInfo.size,
    symptoms: distinct(symptoms.symptoms),
    foodTypes: new Set(foodPreferences.foodTypes),
    budget: foodPreferences.budget,
    preferredIngredients: distinct(foodPreferences.ingredients),
    allergies: distinct(foodPreferences.allergies),
    vetDiagnosed: symptoms.vetDiagnosed === true,
    dog: fedDogFor(dogInfo),
  };
}
