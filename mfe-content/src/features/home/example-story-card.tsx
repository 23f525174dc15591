import styled from '@emotion/styled';
import { breedOptions, type ExampleOwnerStory, labelOf } from '@gentlebowl/contracts';
import { Badge, LazyImage, StarRating } from '@gentlebowl/ui';
import { dogPhotoFallback } from './dog-photo-fallback';
import { StoryAuthor, StoryBody, StoryCaption, StoryFigure, StoryMeta, StoryQuote } from './story-card-parts';

/** The dog illustrations are drawn at 480 x 320; the frame keeps that ratio before they load. */
const DOG_PHOTO = { width: 480, height: 320 } as const;
const AUTHOR_IMAGE_SIZE = 56;

const DogPhoto = styled(LazyImage)({ maxWidth: 'none' });

const Avatar = styled(LazyImage)({
  flex: `0 0 ${AUTHOR_IMAGE_SIZE}px`,
  borderRadius: '50%',
});

/**
 * One of the spec's testimonials, shown as what it is, an example: the dog's photo (replaced once by
 * a breed fallback if it fails), the rating as stars with its value, the words, and the invented
 * person they are put to, marked "Example story" beside the name.
 */
export function ExampleStoryCard({ story }: { story: ExampleOwnerStory }) {
  const breed = labelOf(breedOptions, story.dogBreed);
  return (
    <StoryFigure as="figure">
      <DogPhoto
        src={story.dogPhoto}
        fallbackSrc={dogPhotoFallback(story.dogBreed)}
        alt={`${story.dogName}, a ${breed}`}
        width={DOG_PHOTO.width}
        height={DOG_PHOTO.height}
      />
      <StoryBody>
        <StarRating value={story.rating} showValue />
        <StoryQuote>
          <p>{story.story}</p>
        </StoryQuote>
      </StoryBody>
      <StoryCaption>
        {/* Decorative: the name beside it says who this is. */}
        <Avatar src={story.authorImage} alt="" width={AUTHOR_IMAGE_SIZE} height={AUTHOR_IMAGE_SIZE} />
        <span>
          <StoryAuthor>
            {story.author} <Badge variant="outline">Example story</Badge>
          </StoryAuthor>
          <StoryMeta>{story.location}</StoryMeta>
          <StoryMeta>
            {story.dogName}, {breed}
          </StoryMeta>
        </span>
      </StoryCaption>
    </StoryFigure>
  );
}
