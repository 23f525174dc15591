import type { Breed } from '@gentlebowl/contracts';

/** The fallbacks live beside the example stories' pictures, in the API's media folder
 * (services/content/media/testimonials). */
const FALLBACK_FOLDER = '/api/media/testimonials';

/** Spec "Home": a dog photo that fails is replaced once, by a German Shepherd picture for that breed. */
const BREED_FALLBACKS: Partial<Record<Breed, string>> = {
  'german-shepherd': `${FALLBACK_FOLDER}/dog-fallback-german-shepherd.svg`,
};

const GENERAL_FALLBACK = `${FALLBACK_FOLDER}/dog-fallback.svg`;

/** The picture shown instead of an example story's dog photo when that photo cannot be loaded. */
export function dogPhotoFallback(breed: Breed): string {
  return BREED_FALLBACKS[breed] ?? GENERAL_FALLBACK;
}
