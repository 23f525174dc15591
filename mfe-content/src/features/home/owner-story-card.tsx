import { formatLongDate, type PublishedOwnerStory } from '@gentlebowl/contracts';
import { StoryAuthor, StoryBody, StoryCaption, StoryFigure, StoryMeta, StoryQuote } from './story-card-parts';

/** An owner's own story, as they wrote it, with their first name, their town and the day an editor
 * published it. No rating and no photo: the owner gave neither. */
export function OwnerStoryCard({ story }: { story: PublishedOwnerStory }) {
  return (
    <StoryFigure as="figure">
      <StoryBody>
        <StoryQuote>
          <p>{story.story}</p>
        </StoryQuote>
      </StoryBody>
      <StoryCaption>
        <span>
          <StoryAuthor>{story.firstName}</StoryAuthor>
          <StoryMeta>{story.town}</StoryMeta>
          <StoryMeta>
            Published <time dateTime={story.publishedAt}>{formatLongDate(story.publishedAt)}</time>
          </StoryMeta>
        </span>
      </StoryCaption>
    </StoryFigure>
  );
}
