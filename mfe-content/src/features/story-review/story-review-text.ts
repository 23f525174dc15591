import { type OwnerStoryDecision, type OwnerStoryDecisionOutcome, type OwnerStoryReview, formatLongDate, ownerStoryReviewStatus } from '@gentlebowl/contracts';

// What the page a review link opens says, in each state: the link's decision before it is carried
// out, its outcome after, and why a link cannot be used.

/** The query parameter of the page a decision returns to (declared by its route in @gentlebowl/routes). */
export const DECIDED_PARAM = 'decided';

/** The form's field that carries the link's token to the page's action. */
export const REVIEW_TOKEN_FIELD = 'token';

export interface ReviewPageText {
  /** The h1, and the document title. */
  title: string;
  lead: string;
}

export interface DecisionText extends ReviewPageText {
  /** The button that carries the decision out. */
  button: string;
}

/** A story waiting for review, or published already, and the decision its link asks for. */
export function decisionText(decision: OwnerStoryDecision, story: Pick<OwnerStoryReview, 'publishedAt'>): DecisionText | ReviewPageText {
  const since = story.publishedAt ? formatLongDate(story.publishedAt) : undefined;
  if (decision === 'approve') {
    return since
      ? { title: 'Story Already Published', lead: `This story has been on the home page since ${since}. There is nothing more to do.` }
      : {
          title: 'Approve This Story?',
          lead: "Approving publishes the story on the home page with the owner's first name, town and today's date. Read it first.",
          button: 'Approve and Publish',
        };
  }
  return since
    ? {
        title: 'Remove This Published Story?',
        lead: `This story has been on the home page since ${since}. Rejecting it takes it off the site and deletes it.`,
        button: 'Reject and Delete',
      }
    : { title: 'Reject This Story?', lead: 'Rejecting deletes the story: it will never be shown.', button: 'Reject and Delete' };
}

export const decidedText: Record<OwnerStoryDecisionOutcome, ReviewPageText> = {
  approved: { title: 'Story Approved', lead: 'The story is published: it shows on the home page, newest first.' },
  rejected: { title: 'Story Rejected', lead: 'The story is deleted. It will never be shown.' },
};

/** Why a review link cannot be used: each status the API answers one with, and an API that failed. */
export const unusableLinkText = {
  [ownerStoryReviewStatus.invalidLink]: {
    title: 'Invalid Review Link',
    lead: 'This link is not valid: it may have been copied only in part, or changed. Open the link in the mail again.',
  },
  [ownerStoryReviewStatus.storyGone]: {
    title: 'Story No Longer There',
    lead: 'This story was rejected, or it waited for review longer than the site keeps stories and was deleted. There is nothing to review.',
  },
  [ownerStoryReviewStatus.linkExpired]: {
    title: 'Review Link Expired',
    lead: 'A review link works for as long as its story waits for review. This one has expired, and its story has been deleted or soon will be.',
  },
} as const satisfies Record<number, ReviewPageText>;

export const reviewUnavailableText: ReviewPageText = {
  title: 'Review Unavailable',
  lead: 'The story could not be loaded just now. Please open the link again in a moment.',
};

export const DECISION_NOT_SAVED_TITLE = 'Decision Not Saved';
export const DECISION_NOT_SAVED_FALLBACK = 'The decision could not be saved just now. Please open the link again in a moment.';

/** The text for a link the API refused with `status` (another status: the API failed). */
export function unusableLink(status: unknown): ReviewPageText {
  return unusableLinkText[status as keyof typeof unusableLinkText] ?? reviewUnavailableText;
}
