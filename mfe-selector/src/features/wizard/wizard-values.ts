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
  isDogWeight,
  preferredIngredientValues,
  type RecommendationRequestInput,
  symptomValues,
  warningSignValues,
} from '@gentlebowl/contracts';
import type { WizardStep } from './wizard-steps';

/** The vet question's radio buttons; No is chosen until the owner says otherwise. */
export const vetAnswerOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
export type VetAnswer = (typeof vetAnswerOptions)[number]['value'];
export const defaultVetAnswer: VetAnswer = 'no';

/**
 * What the owner has answered so far, as the step forms hold it and submit it: each field is named
 * by its query parameter (answers-in-url.ts), so a step form submitted without scripts and the
 * results address read the same way. Anything may still be empty.
 */
export interface WizardAnswers {
  // Step 1, the dog's details.
  name?: string;
  breed?: string;
  age?: string;
  size?: string;
  /** Pounds; without it a grown dog's portions use the size group's typical weight, and a puppy gets none. */
  weight?: number;
  /** Asked only when the age group is puppy: the expected adult weight its growth is measured against. */
  'adult-weight'?: number;
  /** Asked only when the age group is puppy. */
  'under-6-months'?: boolean;
  // Step 2, the symptoms.
  symptom?: string[];
  frequency?: string;
  duration?: string;
  'warning-sign'?: string[];
  /** The answer to "Has a vet diagnosed a condition or prescribed a diet?". */
  vet?: VetAnswer;
  /** "Anything else we should know?": free text that changes no recommendation. */
  note?: string;
  // Step 3, the food preferences.
  type?: string[];
  budget?: string;
  ingredient?: string[];
  allergy?: string[];
}

export type WizardField = keyof WizardAnswers;

/** The fields each step asks for; a step's form carries the other steps' answers unseen. */
export const STEP_FIELDS: Record<WizardStep, readonly WizardField[]> = {
  1: ['name', 'breed', 'age', 'size', 'weight', 'adult-weight', 'under-6-months'],
  2: ['symptom', 'frequency', 'duration', 'warning-sign', 'vet', 'note'],
  3: ['type', 'budget', 'ingredient', 'allergy'],
};

/** The name results are shown for when the answers have none: "Recommended foods for your dog". */
export const NEUTRAL_DOG_NAME = 'your dog';

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
 * and an empty budget '50-100'. Empty optional answers are left out; a weight the API would refuse
 * is left out (a grown dog's portions then use the size group's typical weight); the puppy questions
 * (its expected adult weight, whether it is under six months) are sent only for puppies (an answer
 * left from an earlier age choice is not), and the vet question always (No
 * unless the owner said Yes). Returns null when the dog's details, its symptoms or the food types
 * are missing, because then there is nothing to ask for.
 */
export function buildRecommendationRequest(answers: WizardAnswers): RecommendationRequestInput | null {
  const dogName = trimmed(answers.name);
  const breed = oneOf(breedValues, answers.breed);
  const age = oneOf(ageGroupValues, answers.age);
  const size = oneOf(dogSizeValues, answers.size);
  const symptoms = allOf(symptomValues, answers.symptom);
  const foodTypes = allOf(foodTypeValues, answers.type);
  if (!dogName || !breed || !age || !size || symptoms.length === 0 || foodTypes.length === 0) {
    return null;
  }

  const weightLbs = isDogWeight(answers.weight) ? answers.weight : undefined;
  const adultWeight = answers['adult-weight'];
  const adultWeightLbs =
    age === 'puppy' && isDogWeight(adultWeight) && (weightLbs === undefined || adultWeight >= weightLbs) ? adultWeight : undefined;
  const additionalInfo = trimmed(answers.note);
  const warningSigns = allOf(warningSignValues, answers['warning-sign']);
  const ingredients = allOf(preferredIngredientValues, answers.ingredient);
  const allergies = allOf(allergyValues, answers.allergy);
  return {
    dogInfo: {
      dogName,
      breed,
      age,
      size,
      ...(weightLbs !== undefined ? { weightLbs } : {}),
      ...(adultWeightLbs !== undefined ? { adultWeightLbs } : {}),
      ...(age === 'puppy' ? { underSixMonths: answers['under-6-months'] === true } : {}),
    },
    symptoms: {
      symptoms,
      frequency: oneOf(frequencyValues, answers.frequency) ?? defaultFrequency,
      duration: oneOf(durationValues, answers.duration) ?? defaultDuration,
      ...(additionalInfo ? { additionalInfo } : {}),
      ...(warningSigns.length > 0 ? { warningSigns } : {}),
      vetDiagnosed: answers.vet === 'yes',
    },
    foodPreferences: {
      foodTypes,
      budget: oneOf(budgetValues, answers.budget) ?? defaultBudget,
      ...(ingredients.length > 0 ? { ingredients } : {}),
      ...(allergies.length > 0 ? { allergies } : {}),
    },
  };
}

/** The answers a recommendation request was built from (the defaults it applied stay applied). */
export function answersOfRequest({ dogInfo, symptoms, foodPreferences }: RecommendationRequestInput): WizardAnswers {
  return {
    name: dogInfo.dogName,
    breed: dogInfo.breed,
    age: dogInfo.age,
    size: dogInfo.size,
    weight: dogInfo.weightLbs,
    'adult-weight': dogInfo.adultWeightLbs,
    'under-6-months': dogInfo.underSixMonths,
    symptom: symptoms.symptoms,
    frequency: symptoms.frequency,
    duration: symptoms.duration,
    'warning-sign': symptoms.warningSigns,
    vet: symptoms.vetDiagnosed ? 'yes' : 'no',
    note: symptoms.additionalInfo,
    type: foodPreferences.foodTypes,
    budget: foodPreferences.budget,
    ingredient: foodPreferences.ingredients,
    allergy: foodPreferences.allergies,
  };
}
