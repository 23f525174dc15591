import {
  ageGroupValues,
  allergyValues,
  breedValues,
  budgetValues,
  dogSizeValues,
  durationValues,
  foodTypeValues,
  frequencyValues,
  preferredIngredientValues,
  type RecommendationRequestInput,
  recommendationRequestSchema,
  symptomValues,
  textLimits,
  warningSignValues,
} from '@gentlebowl/contracts';
import { numberInAddress } from '../../shared/number-in-address';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';
import {
  answersOfRequest,
  buildRecommendationRequest,
  NEUTRAL_DOG_NAME,
  STEP_FIELDS,
  vetAnswerOptions,
  type WizardAnswers,
  type WizardField,
} from './wizard-values';

/**
 * The wizard's answers in /food-selector's query string: what a step form submits (with or without
 * scripts), and the results address, which a link reproduces for a partner, the vet, or the owner
 * after a reload. Each answer's parameter is its field's name; lists are repeated keys:
 *
 *   ?breed=beagle&age=adult&size=medium&weight=32&symptom=diarrhea&symptom=gas&frequency=weekly
 *    &duration=1-3-months&vet=no&type=dry&budget=50-100&allergy=chicken
 *
 * A step form adds `step`, the step it asks for. The results address leaves out the dog's name
 * unless the owner agrees (the link then says "your dog"), and the free-text note, which may say
 * anything and changes no recommendation.
 */

/** The parameter a step form's buttons send: the step to show next. */
export const STEP_PARAM = 'step';

/** Every answer's parameter, in the order links write them: each step's fields, step by step. */
export const ANSWER_FIELDS: readonly WizardField[] = WIZARD_STEPS.flatMap(({ step }) => STEP_FIELDS[step]);

const YES = 'yes';

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((candidate) => candidate === raw);
}

/** The known values of a repeated parameter, each once; others cannot come from the form. */
function allOf(values: readonly string[], raws: string[]): string[] | undefined {
  const known = values.filter((value) => raws.includes(value));
  return known.length > 0 ? known : undefined;
}

/** What was typed, up to the field's length limit (the input allows no more). */
function text(raw: string | null, limit: number): string | undefined {
  return raw ? raw.slice(0, limit) : undefined;
}

/**
 * The answers a query string or a submitted step form carries: the one reader of both. A choice
 * outside its field's options is left out (the form could not have sent it); what was typed is
 * kept as typed, even when it is not a valid answer, so the step it belongs to shows it again with
 * its message. Empty answers are left out.
 */
export function answersFromQuery(query: URLSearchParams): WizardAnswers {
  const answers: WizardAnswers = {
    name: text(query.get('name'), textLimits.dogName),
    breed: oneOf(breedValues, query.get('breed')),
    age: oneOf(ageGroupValues, query.get('age')),
    size: oneOf(dogSizeValues, query.get('size')),
    weight: numberInAddress(query.get('weight')),
    'adult-weight': numberInAddress(query.get('adult-weight')),
    'under-6-months': query.get('under-6-months') === YES ? true : undefined,
    symptom: allOf(symptomValues, query.getAll('symptom')),
    frequency: oneOf(frequencyValues, query.get('frequency')),
    duration: oneOf(durationValues, query.get('duration')),
    'warning-sign': allOf(warningSignValues, query.getAll('warning-sign')),
    vet: oneOf(
      vetAnswerOptions.map((option) => option.value),
      query.get('vet'),
    ),
    note: text(query.get('note'), textLimits.additionalInfo),
    type: allOf(foodTypeValues, query.getAll('type')),
    budget: oneOf(budgetValues, query.get('budget')),
    ingredient: allOf(preferredIngredientValues, query.getAll('ingredient')),
    allergy: allOf(allergyValues, query.getAll('allergy')),
  };
  return withoutEmpty(answers);
}

function withoutEmpty(answers: WizardAnswers): WizardAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as WizardAnswers;
}

/** The answers as name and value pairs, as a form submits them (only `fields`, when given). */
export function answerEntries(answers: WizardAnswers, fields: readonly WizardField[] = ANSWER_FIELDS): [string, string][] {
  const entries: [string, string][] = [];
  for (const field of ANSWER_FIELDS.filter((candidate) => fields.includes(candidate))) {
    const value = answers[field];
    if (value === undefined || value === '' || value === false) continue;
    if (Array.isArray(value)) for (const item of value) entries.push([field, item]);
    else entries.push([field, value === true ? YES : String(value)]);
  }
  return entries;
}

/** The step a step form asked for, if the query holds one. */
export function stepFromQuery(query: URLSearchParams): WizardStep | undefined {
  const raw = query.get(STEP_PARAM);
  return WIZARD_STEPS.find(({ step }) => String(step) === raw)?.step;
}

/** The query string ("?name=…&step=2") a step form submits to ask for `step` with `answers`. */
export function stepSearch(answers: WizardAnswers, step: WizardStep): string {
  const search = new URLSearchParams(answerEntries(answers));
  search.set(STEP_PARAM, String(step));
  return `?${search.toString()}`;
}

export interface AnswersLinkOptions {
  /** The owner ticked "Include my dog's name in the link". */
  includeName: boolean;
}

/** The query string ("?breed=…", or "" for nothing) of the results address of `request`. */
export function answersToSearch(request: RecommendationRequestInput, { includeName }: AnswersLinkOptions): string {
  const answers = answersOfRequest(request);
  const named = includeName && answers.name !== NEUTRAL_DOG_NAME;
  const text = new URLSearchParams(
    answerEntries(answers).filter(([field]) => field !== 'note' && (named || field !== 'name')),
  ).toString();
  return text ? `?${text}` : '';
}

/** The answers the results address leaves out, which the owner's own history entry keeps. */
export type AnswersOutOfAddress = Pick<WizardAnswers, 'name' | 'note'>;

export function answersOutOfAddress({ name, note }: WizardAnswers): AnswersOutOfAddress {
  return withoutEmpty({ name, note });
}

/**
 * The recommendation request of a results address: its answers with the wizard's defaults, the
 * neutral name and no note (the results are the same whatever the name and note, so the owner's
 * own results and the same link opened elsewhere share one request), checked against the
 * contracts' request schema. Null when the answers are not a complete set.
 */
export function resultsRequest(answers: WizardAnswers): RecommendationRequestInput | null {
  const request = buildRecommendationRequest({ ...answers, name: NEUTRAL_DOG_NAME, note: undefined });
  return request && recommendationRequestSchema.safeParse(request).success ? request : null;
}

/**
 * The recommendation request whose results an address shows (see `resultsRequest`): none for a step
 * form's address, which asks for a step. The page and its loader both read it here.
 */
export function requestFromSearch(searchText: string): RecommendationRequestInput | null {
  const query = new URLSearchParams(searchText);
  return stepFromQuery(query) === undefined ? resultsRequest(answersFromQuery(query)) : null;
}
