import type { WizardProgress } from './wizard-slice';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';
import type { DogDetailsValues, FoodPreferencesValues, SymptomsValues, VetAnswer, WizardAnswers } from './wizard-values';

/**
 * The wizard's step and answers kept in the tab's session storage, so a reload (or a tab restored
 * by the browser) brings them back. Session storage, not local: answers about a dog's health should
 * not outlive the visit on a shared computer. The stored text is read back defensively: anything
 * that is not a form value of the right kind is dropped, never trusted.
 */
export const WIZARD_PROGRESS_KEY = 'mfe-selector:wizard-progress';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;
const finiteNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const vetAnswer = (value: unknown): VetAnswer | undefined => (value === 'yes' || value === 'no' ? value : undefined);

function defined<Values extends object>(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Values;
}

function dogDetails(fields: Fields): DogDetailsValues {
  return defined({
    dogName: text(fields.dogName),
    breed: text(fields.breed),
    age: text(fields.age),
    size: text(fields.size),
    weightLbs: finiteNumber(fields.weightLbs),
    underSixMonths: flag(fields.underSixMonths),
  });
}

function symptoms(fields: Fields): SymptomsValues {
  return defined({
    symptoms: texts(fields.symptoms),
    frequency: text(fields.frequency),
    duration: text(fields.duration),
    additionalInfo: text(fields.additionalInfo),
    warningSigns: texts(fields.warningSigns),
    vetDiagnosed: vetAnswer(fields.vetDiagnosed),
  });
}

function foodPreferences(fields: Fields): FoodPreferencesValues {
  return defined({
    foodTypes: texts(fields.foodTypes),
    budget: text(fields.budget),
    ingredients: texts(fields.ingredients),
    allergies: texts(fields.allergies),
  });
}

function answersFrom(value: unknown): WizardAnswers {
  if (!isFields(value)) return {};
  return defined({
    dogInfo: isFields(value.dogInfo) ? dogDetails(value.dogInfo) : undefined,
    symptoms: isFields(value.symptoms) ? symptoms(value.symptoms) : undefined,
    foodPreferences: isFields(value.foodPreferences) ? foodPreferences(value.foodPreferences) : undefined,
  });
}

function stepFrom(value: unknown): WizardStep {
  return WIZARD_STEPS.find(({ step }) => step === value)?.step ?? 1;
}

/** The tab's session storage, or null where the browser refuses it (some private modes, blocked cookies). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What the tab kept, or null when it kept nothing readable. */
export function loadWizardProgress(storage: Storage | null): WizardProgress | null {
  try {
    const stored = storage?.getItem(WIZARD_PROGRESS_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (!isFields(parsed)) return null;
    return { step: stepFrom(parsed.step), answers: answersFrom(parsed.answers) };
  } catch {
    return null;
  }
}

/** Keeps the progress; a full or refused storage only means a reload starts afresh. */
export function saveWizardProgress(storage: Storage | null, progress: WizardProgress): void {
  try {
    storage?.setItem(WIZARD_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Nothing to do: keeping the answers is a convenience.
  }
}
