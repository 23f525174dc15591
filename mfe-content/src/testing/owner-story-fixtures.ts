import type { ExampleOwnerStory, OwnerStoryReview, PublishedOwnerStory } from '@gentlebowl/contracts';

/** An example story as GET /api/owner-stories lists it while no owner's story is approved. */
export function exampleStory(overrides: Partial<ExampleOwnerStory> = {}): ExampleOwnerStory {
  return {
    kind: 'example',
    id: 'daniel-atlas',
    story: "Atlas had loose stools on and off for months. The guide's list of warning signs made me book a vet visit first.",
    author: 'Daniel K.',
    location: 'Columbus, Ohio',
    rating: 5,
    authorImage: '/api/media/testimonials/author-daniel.svg',
    dogName: 'Atlas',
    dogPhoto: '/api/media/testimonials/dog-atlas-german-shepherd.svg',
    dogBreed: 'german-shepherd',
    ...overrides,
  };
}

/** The spec's three testimonials as the API lists them, rated 5, 5 and 4.5. */
export function exampleStories(): ExampleOwnerStory[] {
  return [
    exampleStory({ id: 'megan-pepper', author: 'Megan R.', location: 'Portland, Oregon', dogName: 'Pepper', dogBreed: 'beagle', dogPhoto: '/api/media/testimonials/dog-pepper-beagle.svg' }),
    exampleStory(),
    exampleStory({ id: 'aisha-coco', author: 'Aisha B.', location: 'Raleigh, North Carolina', rating: 4.5, dogName: 'Coco', dogBreed: 'french-bulldog', dogPhoto: '/api/media/testimonials/dog-coco-french-bulldog.svg' }),
  ];
}

/** An owner's story an editor approved. */
export function ownerStory(overrides: Partial<PublishedOwnerStory> = {}): PublishedOwnerStory {
  return {
    kind: 'owner',
    id: '5f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    firstName: 'Juniper',
    town: 'Asheville, North Carolina',
    story: 'Our beagle had loose stools for months. The 10-day plan made the switch gentle.',
    publishedAt: '2026-12-03T09:30:00.000Z',
    ...overrides,
  };
}

/** A story as its review page receives it. */
export function storyUnderReview(overrides: Partial<OwnerStoryReview> = {}): OwnerStoryReview {
  return {
    decision: 'approve',
    firstName: 'Juniper',
    town: 'Asheville, North Carolina',
    story: 'Our beagle had loose stools for months. The 10-day plan made the switch gentle.',
    sentAt: '2026-12-01T10:00:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}
