import { StoryReview } from '../features/story-review/story-review';

/** The page's action: the review button, a form POST, carries out the link's decision. */
export { storyReviewAction as action } from '../features/story-review/story-review-action';

/** Loads the story the link's token names, so the server renders it (and its button) at once. */
export { loadOwnerStoryReview as loader } from '../shared/content-api';

/** /owner-stories/review: where a review link of the editors' mail leads (see StoryReview). */
export default function OwnerStoryReviewPage() {
  return <StoryReview />;
}
