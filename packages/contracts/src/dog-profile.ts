import { valuesOf } from './options.js';

export const breedOptions = [
  { value: 'labrador-retriever', label: 'Labrador Retriever' },
  { value: 'german-shepherd', label: 'German Shepherd' },
  { value: 'golden-retriever', label: 'Golden Retriever' },
  { value: 'french-bulldog', label: 'French Bulldog' },
  { value: 'beagle', label: 'Beagle' },
  { value: 'poodle', label: 'Poodle' },
  { value: 'bulldog', label: 'Bulldog' },
  { value: 'yorkshire-terrier', label: 'Yorkshire Terrier' },
  { value: 'boxer', label: 'Boxer' },
  { value: 'dachshund', label: 'Dachshund' },
  { value: 'shih-tzu', label: 'Shih Tzu' },
  { value: 'siberian-husky', label: 'Siberian Husky' },
  { value: 'great-dane', label: 'Great Dane' },
  { value: 'chihuahua', label: 'Chihuahua' },
  { value: 'doberman-pinscher', label: 'Doberman Pinscher' },
  { value: 'border-collie', label: 'Border Collie' },
  { value: 'mixed-breed', label: 'Mixed Breed' },
  { value: 'other', label: 'Other' },
] as const;
export const breedValues = /* @__PURE__ */ valuesOf(breedOptions);
export type Breed = (typeof breedValues)[number];

export const ageGroupOptions = [
  { value: 'puppy', label: 'Puppy (0-1 year)' },
  { value: 'young-adult', label: 'Young Adult (1-3 years)' },
  { value: 'adult', label: 'Adult (3-7 years)' },
  { value: 'senior', label: 'Senior (7+ years)' },
] as const;
export const ageGroupValues = /* @__PURE__ */ valuesOf(ageGroupOptions);
export type AgeGroup = (typeof ageGroupValues)[number];

export const dogSizeOptions = [
  { value: 'small', label: 'Small (0-20 lbs)' },
  { value: 'medium', label: 'Medium (20-50 lbs)' },
  { value: 'large', label: 'Large (50-90 lbs)' },
  { value: 'giant', label: 'Giant (90+ lbs)' },
] as const;
export const dogSizeValues = /* @__PURE__ */ valuesOf(dogSizeOptions);
export type DogSize = (typeof dogSizeValues)[number];

/** The weights the wizard and the API accept, in pounds. */
export const dogWeightLimits = { min: 1, max: 250 } as const;

/** A weight, in pounds, that the wizard and the API accept. */
export function isDogWeight(value: unknown): value is number {
  return typeof value === 'number' && value >= dogWeightLimits.min && value <= dogWeightLimits.max;
}

/**
 * The weight portions are worked out for when the owner gives none: the middle of the size group
 * (giant dogs: 110 lb, a typical Great Dane or Mastiff-cross weight above the 90 lb boundary).
 */
export const sizeGroupWeightLbs: Readonly<Record<DogSize, number>> = {
  small: 10,
  medium: 35,
  large: 70,
  giant: 110,
};

/** How a sentence names a dog of each age group: "a 35 lb adult dog", "a 12 lb puppy". */
const AGE_GROUP_NOUNS: Readonly<Record<AgeGroup, string>> = {
  puppy: 'puppy',
  'young-adult': 'young adult dog',
  adult: 'adult dog',
  senior: 'senior dog',
};

/** "35 lb adult dog": a dog's weight and age group as a sentence names them. */
export function dogInWords(dog: { weightLbs: number; age: AgeGroup }): string {
  return `${dog.weightLbs} lb ${AGE_GROUP_NOUNS[dog.age]}`;
}

/**
 * The one dog the site's general figures are for, where a page has no dog of the owner's: the
 * catalogue's monthly cost bands are worked out for it, and every sentence that says whom such a
 * figure is for names it with `dogInWords(referenceDog)`. A medium adult at its size group's typical
 * weight; the results, the product page and the comparison work figures out for the owner's own dog.
 */
export const referenceDog = {
  size: 'medium',
  age: 'adult',
  weightLbs: sizeGroupWeightLbs.medium,
} as const satisfies { size: DogSize; age: AgeGroup; weightLbs: number };
