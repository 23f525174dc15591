import type { Breed } from '@gentlebowl/contracts';

/** Spec "Home": a testimonial's fields. The dog's name is added so its photo can be described. */
export interface Testimonial {
  id: string;
  content: string;
  author: string;
  location: string;
  /** Out of 5; halves allowed. */
  rating: number;
  authorImage: string;
  dogName: string;
  dogPhoto: string;
  dogBreed: Breed;
}

/** Testimonial illustrations live in the API's media folder, services/content/media/testimonials. */
export function testimonialMedia(file: string): string {
  return `/api/media/testimonials/${file}`;
}

/**
 * Three owners' stories (spec: static, ratings 5, 5 and 4.5). They describe what the site's guides
 * and tools did for them and name no product, so none reads as an endorsement.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'megan-pepper',
    content:
      "Pepper's stomach flared up every few weeks and I never knew which food to try next. The food selector gave me a short list without chicken, and the transition plan kept the switch slow. I took the list to our vet and we chose one together.",
    author: 'Megan R.',
    location: 'Portland, Oregon',
    rating: 5,
    authorImage: testimonialMedia('author-megan.svg'),
    dogName: 'Pepper',
    dogPhoto: testimonialMedia('dog-pepper-beagle.svg'),
    dogBreed: 'beagle',
  },
  {
    id: 'daniel-atlas',
    content:
      "Atlas had loose stools on and off for months. The guide's list of warning signs made me book a vet visit first, and once she had ruled out anything serious, the 10-day feeding plan made the change of food much easier on his stomach.",
    author: 'Daniel K.',
    location: 'Columbus, Ohio',
    rating: 5,
    authorImage: testimonialMedia('author-daniel.svg'),
    dogName: 'Atlas',
    dogPhoto: testimonialMedia('dog-atlas-german-shepherd.svg'),
    dogBreed: 'german-shepherd',
  },
  {
    id: 'aisha-coco',
    content:
      "The FAQ finally explained what an elimination diet involves and why it takes weeks. Coco's itching and gas are much better on the diet our vet picked. I would love more recipes, but the articles are clear and practical.",
    author: 'Aisha B.',
    location: 'Raleigh, North Carolina',
    rating: 4.5,
    authorImage: testimonialMedia('author-aisha.svg'),
    dogName: 'Coco',
    dogPhoto: testimonialMedia('dog-coco-french-bulldog.svg'),
    dogBreed: 'french-bulldog',
  },
];
