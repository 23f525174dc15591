import type { CalorieNeedsInput } from '@gentlebowl/contracts';

/**
 * Where the spec's simple factors are known to mislead, the calculator still shows the spec's
 * numbers (they are a starting point) and adds a short note pointing the owner to their vet.
 * The facts come from the project's domain notes (veterinary references).
 */
export type FeedingCautionId = 'overweight' | 'puppy' | 'active-senior' | 'working-dog';

export interface FeedingCaution {
  id: FeedingCautionId;
  text: string;
}

const CAUTION_TEXT: Readonly<Record<FeedingCautionId, string>> = {
  overweight:
    'Weight loss is usually fed at about 1.0 x RER of your dog’s ideal weight, not the current one, aiming to lose roughly 1% of body weight a week. Plan any weight loss with your vet rather than simply cutting this amount.',
  puppy:
    'Puppies’ needs change quickly as they grow. The 3 x RER factor fits puppies under about 4 months; from 4 to 12 months most need closer to 2 x RER. Weigh your puppy often and confirm the amount with your vet.',
  'active-senior':
    'The calculator uses the senior factor (1.4 x RER) whatever the activity level. A very active senior may need more, so check the amount with your vet and watch their weight.',
  'working-dog':
    'Working and very active dogs vary widely, from about 2 to 5 x RER depending on the work and the weather. Treat this number as a starting point and confirm it with your vet.',
};

/** The notes that apply to this dog, in the order they should be read. */
export function feedingCautions({ age, activityLevel, condition }: Omit<CalorieNeedsInput, 'weight' | 'isNeutered'>): FeedingCaution[] {
  const ids: FeedingCautionId[] = [];
  if (condition === 'overweight') {
    ids.push('overweight');
  }
  if (age === 'puppy') {
    ids.push('puppy');
  }
  if (age === 'senior' && (activityLevel === 'high' || activityLevel === 'very-high')) {
    ids.push('active-senior');
  }
  // Puppies and seniors do not use the activity factor, so the working-dog range concerns adults only.
  if (age === 'adult' && activityLevel === 'very-high') {
    ids.push('working-dog');
  }
  return ids.map((id) => ({ id, text: CAUTION_TEXT[id] }));
}
