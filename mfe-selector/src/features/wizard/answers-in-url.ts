import {
  allergyValues,
  dogInfoSchema,
  foodPreferencesSchema,
  foodTypeValues,
  preferredIngredientValues,
  type RecommendationRequestInput,
  recommendationRequestSchema,
  symptomsSchema,
  symptomValues,
  warningSignValues,
} from '@gentlebowl/contracts';
import { buildRecommendationRequest, type VetAnswer, vetAnswerOptions, type WizardAnswers } from './wizard-values';

/**
 * The wizard's answers in /food-selector's query string, so a link reproduces the results: for a
 * partner, the vet, or the owner after a reload. Readable parameters, lists as repeated keys:
 *
 *   ?breed=beagle&age=adult&size=medium&weight=32&symptom=diarrhea&symptom=gas&frequency=weekly
 *    &duration=1-3-months&vet=no&type=dry&budget=50-100&allergy=chicken
 *
 * Left out on purpose: the dog's name unless the owner agrees (the link then says "your dog"), and
 * the free-text note, which may say anything and changes no recommendation.
 */

/** The name a link without the dog's name shows the results for: "Recommended foods for your dog". */
export const NEUTRAL_DOG_NAME = 'your dog';

const param = {
  dogName: 'name',
  breed: 'breed',
  age: 'age',
  size: 'size',
  weightLbs: 'weight',
  underSixMonths: 'under-6-months',
  symptoms: 'symptom',
  frequency: 'frequency',
  duration: 'duration',
  warningSigns: 'warning-sign',
  vetDiagnosed: 'vet',
  foodTypes: 'type',
  budget: 'budget',
  ingredients: 'ingredient',
  allergies: 'allergy',
} as const;

const YES: VetAnswer = 'yes';
const NO: VetAnswer = 'no';

function vetAnswer(raw: string | null): VetAnswer | undefined {
  return vetAnswerOptions.find((option) => option.value === raw)?.value;
}

export interface AnswersLinkOptions {
  /** The owner ticked "Include my dog's name in the link". */
  includeName: boolean;
}

/** The query string ("?breed=…", or "" for nothing) that reproduces the results of `request`. */
export function answersToSearch(request: RecommendationRequestInput, { includeName }: AnswersLinkOptions): string {
  const { dogInfo, symptoms, foodPreferences } = request;
  const search = new URLSearchParams();
  const add = (key: string, value: string | number | undefined) => {
    if (value !== undefined) search.append(key, String(value));
  };
  const addAll = (key: string, values: readonly string[] | undefined) => {
    for (const value of values ?? []) search.append(key, value);
  };

  const dogName = dogInfo.dogName.trim();
  if (includeName && dogName !== NEUTRAL_DOG_NAME) add(param.dogName, dogName);
  add(param.breed, dogInfo.breed);
  add(param.age, dogInfo.age);
  add(param.size, dogInfo.size);
  add(param.weightLbs, dogInfo.weightLbs);
  if (dogInfo.underSixMonths) add(param.underSixMonths, YES);
  addAll(param.symptoms, symptoms.symptoms);
  add(param.frequency, symptoms.frequency);
  add(param.duration, symptoms.duration);
  addAll(param.warningSigns, symptoms.warningSigns);
  add(param.vetDiagnosed, symptoms.vetDiagnosed ? YES : NO);
  addAll(param.foodTypes, foodPreferences.foodTypes);
  add(param.budget, foodPreferences.budget);
  addAll(param.ingredients, foodPreferences.ingredients);
  addAll(param.allergies, foodPreferences.allergies);

  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The part of a zod schema this module uses. */
interface FieldSchema<Value> {
  safeParse(raw: unknown): { success: true; data: Value } | { success: false };
}

/** One value checked by its field's schema in the contracts; anything it refuses is left out. */
function checked<Value>(schema: FieldSchema<Value>, raw: unknown): Value | undefined {
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/**
 * A repeated parameter: values outside the vocabulary are left out, and what remains is checked by
 * the field's list schema in the contracts (duplicates dropped, no longer than the vocabulary).
 */
function checkedList<Value extends string>(
  schema: FieldSchema<Value[]> | FieldSchema<Value[] | undefined>,
  vocabulary: readonly Value[],
  raws: string[],
): Value[] | undefined {
  const known = raws.filter((raw): raw is Value => (vocabulary as readonly string[]).includes(raw));
  return known.length > 0 ? (checked(schema, known) ?? undefined) : undefined;
}

/** "32" or "12.5" as a number; "", "1e2", "0x20" and the like as nothing. */
function decimalNumber(raw: string | null): number | undefined {
  return raw !== null && /^\d{1,3}(\.\d+)?$/.test(raw.trim()) ? Number(raw) : undefined;
}

function withoutEmpty<Values extends object>(values: Values): Values | undefined {
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return Object.keys(kept).length > 0 ? (kept as Values) : undefined;
}

/**
 * The answers a query string carries, for the wizard's forms: each parameter is checked with the
 * contracts' schema for its field, and a parameter that fails (an unknown breed, a weight out of
 * range, a name too long) is ignored rather than failing the page. Null when the query string holds
 * no answer at all.
 */
export function answersFromSearch(searchText: string): WizardAnswers | null {
  const search = new URLSearchParams(searchText);
  const one = (key: string) => search.get(key) ?? undefined;
  const all = (key: string) => search.getAll(key);

  const dogInfo = withoutEmpty({
    dogName: checked(dogInfoSchema.shape.dogName, one(param.dogName)),
    breed: checked(dogInfoSchema.shape.breed, one(param.breed)),
    age: checked(dogInfoSchema.shape.age, one(param.age)),
    size: checked(dogInfoSchema.shape.size, one(param.size)),
    weightLbs: checked(dogInfoSchema.shape.weightLbs, decimalNumber(search.get(param.weightLbs))),
    underSixMonths: one(param.underSixMonths) === YES ? true : undefined,
  });
  const symptoms = withoutEmpty({
    symptoms: checkedList(symptomsSchema.shape.symptoms, symptomValues, all(param.symptoms)),
    frequency: checked(symptomsSchema.shape.frequency, one(param.frequency)),
    duration: checked(symptomsSchema.shape.duration, one(param.duration)),
    warningSigns: checkedList(symptomsSchema.shape.warningSigns, warningSignValues, all(param.warningSigns)),
    vetDiagnosed: vetAnswer(search.get(param.vetDiagnosed)),
  });
  const foodPreferences = withoutEmpty({
    foodTypes: checkedList(foodPreferencesSchema.shape.foodTypes, foodTypeValues, all(param.foodTypes)),
    budget: checked(foodPreferencesSchema.shape.budget, one(param.budget)),
    ingredients: checkedList(foodPreferencesSchema.shape.ingredients, preferredIngredientValues, all(param.ingredients)),
    allergies: checkedList(foodPreferencesSchema.shape.allergies, allergyValues, all(param.allergies)),
  });

  const answers: WizardAnswers = withoutEmpty({ dogInfo, symptoms, foodPreferences }) ?? {};
  return Object.keys(answers).length > 0 ? answers : null;
}

/**
 * The recommendation request a results link asks for: its answers with the wizard's defaults, the
 * neutral name when the link has none, and the whole request checked against the contracts'
 * request schema. Null when the link does not hold a complete set of answers.
 */
export function requestFromSearch(searchText: string): RecommendationRequestInput | null {
  const answers = answersFromSearch(searchText);
  if (!answers?.dogInfo) return null;
  const request = buildRecommendationRequest({
    ...answers,
    dogInfo: { ...answers.dogInfo, dogName: answers.dogInfo.dogName ?? NEUTRAL_DOG_NAME },
  });
  return request && recommendationRequestSchema.safeParse(request).success ? request : null;
}
