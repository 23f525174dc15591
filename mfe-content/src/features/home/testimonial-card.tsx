import styled from '@emotion/styled';
import { breedOptions, labelOf } from '@gentlebowl/contracts';
import { Card, LazyImage, StarRating } from '@gentlebowl/ui';
import { dogPhotoFallback } from './dog-photo-fallback';
import type { Testimonial } from './testimonial-data';

/** The dog illustrations are drawn at 480 x 320; the frame keeps that ratio before they load. */
const DOG_PHOTO = { width: 480, height: 320 } as const;
const AUTHOR_IMAGE_SIZE = 56;

const Figure = styled(Card)({ margin: 0, height: '100%' });

const DogPhoto = styled(LazyImage)({ maxWidth: 'none' });

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  flex: '1 1 auto',
  padding: `${theme.space(6)} ${theme.space(6)} ${theme.space(4)}`,
}));

const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  flex: '1 1 auto',
  p: { margin: 0, lineHeight: 1.7, color: theme.colors.text },
}));

// The figure's own caption, so a direct child of it (after the words, as the last child).
const Caption = styled.figcaption(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  margin: `0 ${theme.space(6)} ${theme.space(6)}`,
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colors.border}`,
}));

const Avatar = styled(LazyImage)({
  flex: `0 0 ${AUTHOR_IMAGE_SIZE}px`,
  borderRadius: '50%',
});

const Author = styled.cite(({ theme }) => ({
  display: 'block',
  fontStyle: 'normal',
  fontWeight: theme.fontWeights.semibold,
}));

const Meta = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export interface TestimonialCardProps {
  testimonial: Testimonial;
}

/**
 * One owner's story: the dog's photo (replaced once by a breed fallback if it fails), the rating as
 * stars with its value, the words, and who said them.
 */
export function TestimonialCard({ testimonial }: TestimonialCardProps) {
  const breed = labelOf(breedOptions, testimonial.dogBreed);
  return (
    <Figure as="figure">
      <DogPhoto
        src={testimonial.dogPhoto}
        fallbackSrc={dogPhotoFallback(testimonial.dogBreed)}
        alt={`${testimonial.dogName}, a ${breed}`}
        width={DOG_PHOTO.width}
        height={DOG_PHOTO.height}
      />
      <Body>
        <StarRating value={testimonial.rating} showValue />
        <Quote>
          <p>{testimonial.content}</p>
        </Quote>
      </Body>
      <Caption>
        {/* Decorative: the name beside it says who this is. */}
        <Avatar src={testimonial.authorImage} alt="" width={AUTHOR_IMAGE_SIZE} height={AUTHOR_IMAGE_SIZE} />
        <span>
          <Author>{testimonial.author}</Author>
          <Meta>{testimonial.location}</Meta>
          <Meta>
            {testimonial.dogName}, {breed}
          </Meta>
        </span>
      </Caption>
    </Figure>
  );
}
