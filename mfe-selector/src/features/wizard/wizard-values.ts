import {
  ageGroupValues,
  allergyValues,
  breedValues,
  budgetValues,
  defaultBudget,
  defaultDuration,
  defaultFrequency,
  dogSizeValues,
  isDogWeight,
  durationValues,
  foodTypeValues,
  frequencyValues,
  preferredIngredientValues,
  type RecommendationRequestInput,
  symptomValues,
  warningSignValues,
} from '@gentlebowl/contracts';

/** Step 1 as the form holds it: anything may still be empty. */
export interface DogDetailsValues {
  dogName?: string;
  breed?: string;
  age?: string;
  size?: string;
  /** Pounds; without it portions use the size group's typical weight. */
  weightLbs?: number;
  /** Asked only when the age group is puppy. */
  underSixMonths?: boolean;
}

/** Step 2 as the form holds it. */
export interface SymptomsValues {
  symptoms?: string[];
  frequency?: string;
  duration?: string;
  additionalInfo?: string;
  warningSigns?: string[];
  /** The answer to "Has a vet diagnosed a condition or prescribed a diet?". */
  vetDiagnosed?: VetAnswer;
}

/** The vet question's radio buttons; No is chosen until the owner says otherwise. */
export const vetAnswerOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
export type VetAnswer = (typeof vetAnswerOptions)[number]['value'];
export const defaultVetAnswer: VetAnswer = 'no';

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

/** A weight the API accepts, else none (the size group's typical weight is used). */
function dogWeight(value: number | undefined): number | undefined {
  return isDogWeight(value) ? value : undefined;
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/**
 * The body of POST /api/recommendations from the wizard's answers, with the defaults of spec
 * section 4 applied: an empty frequency becomes 'occasionally', an empty duration 'less-than-week'
 * and an empty budget '50-100'. Empty optional answers are left out; the puppy question is sent
 * only for puppies (an answer left from an earlier age choice is not), and the vet question always
 * (No unless the owner said Yes). Returns null when the dog's details, its symptoms or the food
 * types are missing, because then there is nothing to ask for.
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

  const weightLbs = dogWeight(dogInfo?.weightLbs);
  const additionalInfo = trimmed(symptoms?.additionalInfo);
  const warningSigns = allOf(warningSignValues, symptoms?.warningSigns);
  const ingredients = allOf(preferredIngredientValues, foodPreferences?.ingredients);
  const allergies = allOf(allergyValues, foodPreferences?.allergies);
  return {
    dogInfo: {
      dogName,
      breed,
      age,
      size,
      ...(weightLbs !== undefined ? { weightLbs } : {}),
      ...(age === 'puppy' ? { underSixMonths: dogInfo?.underSixMonths === true } : {}),
    },
    symptoms: {
      symptoms: symptomList,
      frequency: oneOf(frequencyValues, symptoms?.frequency) ?? defaultFrequency,
      duration: oneOf(durationValues, symptoms?.duration) ?? defaultDuration,
      ...(additionalInfo ? { additionalInfo } : {}),
      ...(warningSigns.length > 0 ? { warningSigns } : {}),
      vetDiagnosed: symptoms?.vetDiagnosed === 'yes',
    },
    foodPreferences: {
      foodTypes,
      budget: oneOf(budgetValues, foodPreferences?.budget) ?? defaultBudget,
      ...(ingredients.length > 0 ? { ingredients } : {}),
      ...(allergies.length > 0 ? { allergies } : {}),
    },
  };
}
