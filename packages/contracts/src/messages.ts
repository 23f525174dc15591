import { dogWeightLimits } from './dog-profile.js';

/** Validation messages of the food selector wizard, exactly as spec section 5 words them. */
export const wizardMessages = {
  dogName: "Please enter your dog's name",
  breed: 'Please select a breed',
  age: 'Please select an age group',
  size: 'Please select a size',
  weight: `Please enter a weight between ${dogWeightLimits.min} and ${dogWeightLimits.max} lbs`,
  adultWeight: `Please enter an expected adult weight between ${dogWeightLimits.min} and ${dogWeightLimits.max} lbs`,
  adultWeightBelowWeight: "The expected adult weight can't be less than your puppy's weight now",
  /** Where a puppy's portion is asked for: no portion is worked out from a guessed weight. */
  puppyWeightNeeded: "Please enter your puppy's weight now",
  puppyAdultWeightNeeded: "Please enter your puppy's expected adult weight",
  symptoms: 'Please select at least one symptom',
  frequency: 'Please select frequency',
  duration: 'Please select duration',
  foodTypes: 'Please select at least one food type',
  budget: 'Please select a budget range',
} as const;

/** The newsletter form's message (spec section 5). */
export const newsletterMessages = {
  invalidEmail: 'Please enter a valid email address',
} as const;

/** Messages of the contact form. The spec fixes only the missing-fields notice. */
export const contactMessages = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill out all required fields.',
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  message: 'Please enter a message',
  subject: 'Please choose one of the listed subjects',
} as const;

/** Limits the service enforces on free text, shared so forms can show them before sending. */
export const textLimits = {
  dogName: 50,
  additionalInfo: 1000,
  email: 254,
  contactName: 100,
  contactMessage: 5000,
} as const;

/** The not-found page (spec section 2): the shell's 404 page and a remote's unknown-record view. */
export const notFoundMessages = {
  title: 'Page Not Found',
  heading: '404 Page Not Found',
  text: "The page you're looking for doesn't exist or has been moved.",
  homeLink: 'Return to Homepage',
} as const;

/** The most characters of a value someone sent that a message repeats back: enough to recognise it,
 * never a whole pasted text. */
export const ECHOED_VALUE_MAX_CHARACTERS = 40;

/**
 * A value someone sent as a message repeats it: quoted and escaped, so it stays on one line, and cut
 * to ECHOED_VALUE_MAX_CHARACTERS (whole characters, never half of an emoji) with an ellipsis.
 */
export function echoedValue(value: string): string {
  const characters = Array.from(value);
  const excerpt =
    characters.length > ECHOED_VALUE_MAX_CHARACTERS ? `${characters.slice(0, ECHOED_VALUE_MAX_CHARACTERS).join('')}…` : value;
  return JSON.stringify(excerpt);
}
