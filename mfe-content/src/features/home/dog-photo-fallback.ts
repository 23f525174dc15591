import type { Breed } from '@gentlebowl/contracts';
import { testimonialMedia } from './testimonial-data';

/** Spec "Home": a dog photo that fails is replaced once, by a German Shepherd picture for that breed. */
const BREED_FALLBACKS: Partial<Record<Breed, string>> = {
  'german-shepherd': testimonialMedia('dog-fallback-german-shepherd.svg'),
};

const GENERAL_FALLBACK = testimonialMedia('dog-fallback.svg');

/** The picture shown instead of a testimonial's dog photo when that photo cannot be loaded. */
export function dogPhotoFallback(breed: Breed): string {
  return BREED_FALLBACKS[breed] ?? GENERAL_FALLBACK;
}
