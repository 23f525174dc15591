import {
  ageGroupValues,
  allergyValues,
  breedValues,
  budgetValues,
  defaultBudget,
  defaultDuration,
  defaultFrequency,
  dogSizeValues,
  durationValues,
  foodTypeValues,
  frequencyValues,
  preferredIngredientValues,
  type RecommendationRequestInput,
  symptomValues,
} from '@gentlebowl/contracts';

/** Step 1 as the form holds it: anything may still be empty. */
export interface DogDetailsValues {
  dogName?: string;
  breed?: string;
  age?: string;
  size?: string;
}

/** Step 2 as the form holds it. */
export interface SymptomsValues {
  symptoms?: string[];
  frequency?: string;
  duration?: string;
  additionalInfo?: string;
}

/** Step 3 as the form holds it. */
export interface FoodPreferencesValues {
  foodTypes?: string[];
  budget?: string;
  ingredients?: string[];
  allergies?: string[];
}

/** What the owner has answered so far, per step (spec section 3 "Wizard payloads"). */
export interface WizardAnswers {
  dogInfo?: DogDetailsValues;
  symptoms?: SymptomsValues;
  foodPreferences?: FoodPreferencesValues;
}

function oneOf<Value extends string>(values: readonly Value[], value: string | undefined): Value | undefined {
  return values.find((candidate) => candidate === value);
}

function allOf<Value extends string>(values: readonly Value[], chosen: readonly string[] | undefined): Value[] {
  return values.filter((value) => chosen?.includes(value));
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/**
 * The body of POST /api/recommendations from the wizard's answers, with the defaults of spec
 * section 4 applied: an empty frequency becomes 'occasionally', an empty duration 'less-than-week'
 * and an empty budget '50-100'. Empty optional answers are left out. Returns null when the dog's
 * details, its symptoms or the food types are missing, because then there is nothing to ask for.
 */
export function buildRecommendationRequest(answers: WizardAnswers): RecommendationRequestInput | null {
  const { dogInfo, symptoms, foodPreferences } = answers;
  const dogName = trimmed(dogInfo?.dogName);
  const breed = oneOf(breedValues, dogInfo?.breed);
  const age = oneOf(ageGroupValues, dogInfo?.age);
  const size = oneOf(dogSizeValues, dogInfo?.size);
  const symptomList = allOf(symptomValues, symptoms?.symptoms);
  const foodTypes = allOf(foodTypeValues, foodPreferences?.foodTypes);
  if (!dogName || !breed || !age || !size || symptomList.length === 0 || foodTypes.length === 0) {
    return null;
  }

  const additionalInfo = trimmed(symptoms?.additionalInfo);
  const ingredients = allOf(preferredIngredientValues, foodPreferences?.ingredients);
  const allergies = allOf(allergyValues, foodPreferences?.allergies);
  return {
    dogInfo: { dogName, breed, age, size },
    symptoms: {
      symptoms: symptomList,
      frequency: oneOf(frequencyValues, symptoms?.frequency) ?? defaultFrequency,
      duration: oneOf(durationValues, symptoms?.duration) ?? defaultDuration,
      ...(additionalInfo ? { additionalInfo } : {}),
    },
    foodPreferences: {
      foodTypes,
      budget: oneOf(budgetValues, foodPreferences?.budget) ?? defaultBudget,
      ...(ingredients.length > 0 ? { ingredients } : {}),
      ...(allergies.length > 0 ? { allergies } : {}),
    },
  };
}
