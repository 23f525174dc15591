import { valuesOf } from './options.js';

export const symptomOptions = [
  { value: 'vomiting', label: 'Vomiting' },
  { value: 'diarrhea', label: 'Diarrhea' },
  { value: 'gas', label: 'Gas' },
  { value: 'sensitive-stomach', label: 'Sensitive Stomach' },
  { value: 'food-allergies', label: 'Food Allergies' },
  { value: 'itchy-skin', label: 'Itchy Skin' },
  { value: 'excessive-licking', label: 'Excessive Licking' },
  { value: 'hair-loss', label: 'Hair Loss' },
  { value: 'lethargy', label: 'Lethargy' },
  { value: 'upset-stomach', label: 'Upset Stomach' },
] as const;
export const symptomValues = /* @__PURE__ */ valuesOf(symptomOptions);
export type Symptom = (typeof symptomValues)[number];

export const frequencyOptions = [
  { value: 'daily', label: 'Daily' },
  { value: 'several-times-a-week', label: 'Several times a week' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'occasionally', label: 'Occasionally' },
] as const;
export const frequencyValues = /* @__PURE__ */ valuesOf(frequencyOptions);
export type SymptomFrequency = (typeof frequencyValues)[number];
/** The wizard submits this when the owner leaves frequency empty (spec section 4). */
export const defaultFrequency: SymptomFrequency = 'occasionally';

export const durationOptions = [
  { value: 'less-than-week', label: 'Less than a week' },
  { value: '1-4-weeks', label: '1-4 weeks' },
  { value: '1-3-months', label: '1-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-months-year', label: '6 months to a year' },
  { value: 'more-than-year', label: 'More than a year' },
] as const;
export const durationValues = /* @__PURE__ */ valuesOf(durationOptions);
export type SymptomDuration = (typeof durationValues)[number];
/** The wizard submits this when the owner leaves duration empty (spec section 4). */
export const defaultDuration: SymptomDuration = 'less-than-week';
