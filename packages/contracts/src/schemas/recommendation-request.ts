import * as z from 'zod/mini';
import { ageGroupValues, breedValues, dogSizeValues, dogWeightLimits } from '../dog-profile.js';
import { allergyValues, budgetValues, foodTypeValues, preferredIngredientValues } from '../food-preferences.js';
import { textLimits, wizardMessages } from '../messages.js';
import { durationValues, frequencyValues, symptomValues } from '../symptoms.js';
import { warningSignValues } from '../vet-first.js';
import { optionalText, requiredText, vocabularyList } from './text-fields.js';

function dogWeight(message: string) {
  return z.number({ error: message }).check(z.gte(dogWeightLimits.min, message), z.lte(dogWeightLimits.max, message));
}

/** Wizard step 1. */
export const dogInfoSchema = z.object(
  {
    dogName: requiredText(wizardMessages.dogName, textLimits.dogName, 'Dog name'),
    breed: z.enum(breedValues, { error: wizardMessages.breed }),
    age: z.enum(ageGroupValues, { error: wizardMessages.age }),
    size: z.enum(dogSizeValues, { error: wizardMessages.size }),
    /** Optional for a grown dog (its size group's typical weight is used without it); a puppy's
     * portions need it (`fedDogFor`). */
    weightLbs: z.optional(dogWeight(wizardMessages.weight)),
    /** Asked only for puppies: the expected adult weight NRC 2006's growth formula needs. */
    adultWeightLbs: z.optional(dogWeight(wizardMessages.adultWeight)),
    /** Asked only for puppies: symptoms in a puppy under six months are a red flag. */
    underSixMonths: z.optional(z.boolean({ error: 'underSixMonths must be true or false' })),
  },
  { error: 'Dog details are required' },
).check(
  z.refine((dog) => dog.weightLbs === undefined || dog.adultWeightLbs === undefined || dog.adultWeightLbs >= dog.weightLbs, {
    message: wizardMessages.adultWeightBelowWeight,
    path: ['adultWeightLbs'],
  }),
);

/** Wizard step 2. */
export const symptomsSchema = z.object(
  {
    symptoms: vocabularyList(symptomValues, 'symptom', wizardMessages.symptoms),
    frequency: z.enum(frequencyValues, { error: wizardMessages.frequency }),
    duration: z.enum(durationValues, { error: wizardMessages.duration }),
    additionalInfo: optionalText('Additional information must be text', textLimits.additionalInfo, 'Additional information'),
    warningSigns: z.optional(vocabularyList(warningSignValues, 'warning sign')),
    /** "Has a vet diagnosed a condition or prescribed a diet?" Prescription diets lead only when true. */
    vetDiagnosed: z.optional(z.boolean({ error: 'vetDiagnosed must be true or false' })),
  },
  { error: 'Symptoms are required' },
);

/**
 * Wizard step 3. The wizard offers five food types, but the request accepts every catalogue type so
 * other clients can ask for freeze-dried or dehydrated food too.
 */
export const foodPreferencesSchema = z.object(
  {
    foodTypes: vocabularyList(foodTypeValues, 'food type', wizardMessages.foodTypes),
    budget: z.enum(budgetValues, { error: wizardMessages.budget }),
    ingredients: z.optional(vocabularyList(preferredIngredientValues, 'ingredient')),
    allergies: z.optional(vocabularyList(allergyValues, 'allergy')),
  },
  { error: 'Food preferences are required' },
);

/** Body of POST /api/recommendations. */
export const recommendationRequestSchema = z.object(
  {
    dogInfo: dogInfoSchema,
    symptoms: symptomsSchema,
    foodPreferences: foodPreferencesSchema,
  },
  { error: 'Request body must be a JSON object' },
);

export type DogInfo = z.infer<typeof dogInfoSchema>;
export type SymptomsAnswer = z.infer<typeof symptomsSchema>;
export type FoodPreferences = z.infer<typeof foodPreferencesSchema>;
/** The request after validation (trimmed, duplicates removed). */
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;
/** What a client may send. */
export type RecommendationRequestInput = z.input<typeof recommendationRequestSchema>;
