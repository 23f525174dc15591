import type { Breed } from './dog-profile.js';

// Owner stories (the home page's 'What Dog Owners Are Saying'): owners send their story with their
// consent to publish it, an editor approves or rejects it through the signed links of a mail, and
// only approved stories are shown (16 CFR Part 465: no testimonial from a person who does not exist).
// The API and the content remote share these names, paths and limits.

/** The home page shows at most this many stories (spec: three testimonials). */
export const OWNER_STORIES_SHOWN = 3;

/** A story an owner sent and an editor approved, as its owner wrote it. It has no rating and no
 * photo: the form asks for neither. */
export interface PublishedOwnerStory {
  kind: 'owner';
  id: string;
  firstName: string;
  town: string;
  story: string;
  /** When an editor approved it (ISO 8601): the date the story shows. */
  publishedAt: string;
}

/**
 * One of the spec's three testimonials, shipped for a fresh install and shown only as an example
 * ("Example story"), only while no owner's story has been approved, and not at all when the operator
 * turns examples off (EXAMPLE_STORIES=false). The people in it do not exist.
 */
export interface ExampleOwnerStory {
  kind: 'example';
  id: string;
  story: string;
  author: string;
  location: string;
  /** Out of 5; halves allowed (spec: 5, 5 and 4.5). */
  rating: number;
  authorImage: string;
  dogName: string;
  dogPhoto: string;
  dogBreed: Breed;
}

/** What GET /api/owner-stories lists: the newest approved stories, or else the examples (or nothing). */
export type ShownOwnerStory = PublishedOwnerStory | ExampleOwnerStory;

/** The answer to a story sent with POST /api/owner-stories. */
export interface OwnerStoryResponse {
  message: string;
}

export const OWNER_STORY_RECEIVED_MESSAGE =
  'Thank you for sharing your story! An editor reads every story before it is published, so it will not appear on the site right away.';

/** What a link in the editors' mail asks them to do with a story. */
export type OwnerStoryDecision = 'approve' | 'reject';

/** A story as its review page shows it to an editor, with the decision the link stands for. */
export interface OwnerStoryReview {
  decision: OwnerStoryDecision;
  firstName: string;
  town: string;
  story: string;
  /** When the owner sent it (ISO 8601). */
  sentAt: string;
  /** When an editor approved it (ISO 8601), or null while it waits for review. */
  publishedAt: string | null;
}

/** Body of POST /api/owner-stories/review: the signed token of the link the editor followed. */
export interface OwnerStoryDecisionRequest {
  token: string;
}

/** What a decision did: the story is published, or it is deleted. */
export type OwnerStoryDecisionOutcome = 'approved' | 'rejected';

export interface OwnerStoryDecisionResponse {
  outcome: OwnerStoryDecisionOutcome;
}

/** The API's owner-story endpoints, under the site's /api proxy. */
export const ownerStoryApiPaths = {
  /** GET the stories the home page shows; POST a story (stored unpublished). */
  stories: '/api/owner-stories',
  /** GET the story a review link's token names; POST that token to carry out its decision. */
  review: '/api/owner-stories/review',
} as const;

/** The page a review link in the editors' mail opens (mfe-content serves it; a test there checks). */
export const OWNER_STORY_REVIEW_PAGE_PATH = '/owner-stories/review';

/** The query parameter of a review link that carries its signed token. */
export const OWNER_STORY_TOKEN_PARAMETER = 'token';

/** How the API answers a review link that cannot be used: each has its own page text. */
export const ownerStoryReviewStatus = {
  /** Forged, altered or cut short. */
  invalidLink: 400,
  /** The story has been rejected (deleted), or it waited longer than the site keeps stories. */
  storyGone: 404,
  /** Older than the time the story is kept waiting for review. */
  linkExpired: 410,
} as const;

/** The form's fields, and how long the service lets each be (counted after trimming). */
export const ownerStoryLimits = {
  firstName: 40,
  town: 80,
  story: 1500,
} as const;

/** The form's messages, the same in the browser, the page's action and the API. */
export const ownerStoryMessages = {
  firstName: 'Please enter your first name',
  town: 'Please enter your town',
  story: 'Please write your story',
  consent: 'Please tick the box to let us publish your story',
} as const;
