import type { OwnerStoryDecisionOutcome } from '@gentlebowl/contracts';
import { type PageActionArgs, type PageActionResult, readerMessage, refusedByApi } from '@gentlebowl/platform';
import { contentApi } from '../../shared/content-api';
import { DECIDED_PARAM, DECISION_NOT_SAVED_FALLBACK, REVIEW_TOKEN_FIELD } from './story-review-text';

/** What the review page is rendered with after a decision was not carried out: the link's token (so
 * the page can lead back to the story) and why. */
export interface StoryReviewActionData {
  token: string;
  reason: string;
}

/**
 * The review page's button (a form POST, the only way a story is published or deleted): the link's
 * token sent to the API in the editor's name, then the page with the outcome (303), or the page
 * again with the reason the decision was not saved.
 */
export async function storyReviewAction({ form, dispatch }: PageActionArgs): Promise<PageActionResult> {
  const token = form.get(REVIEW_TOKEN_FIELD) ?? '';
  let outcome: OwnerStoryDecisionOutcome;
  try {
    ({ outcome } = await dispatch(contentApi.endpoints.contentDecideOwnerStory.initiate({ token })).unwrap());
  } catch (error) {
    const data: StoryReviewActionData = { token, reason: readerMessage(error, DECISION_NOT_SAVED_FALLBACK) };
    return refusedByApi(error, data);
  }
  return { outcome: 'sent', query: { [DECIDED_PARAM]: outcome } };
}
