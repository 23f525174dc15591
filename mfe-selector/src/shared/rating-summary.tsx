import styled from '@emotion/styled';
import { StarRating } from '@gentlebowl/ui';
import { formatReviewCount, RATING_STARS, ratingOutOfFive } from './editorial-rating';

const Row = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export interface RatingSummaryProps {
  /** The catalogue rating in tenths of a star (0-50). */
  rating: number;
  reviewCount: number;
  /** The result card passes 4.5: it shows the half-star icon only below 4.5 (spec section 9). */
  halfStarBelow?: number;
  starSize?: number;
  className?: string;
}

/**
 * Stars, the rating with one decimal and the review count. The rating is the site's own editorial
 * score, so it is labelled as ours and never passed off as a store's star rating.
 */
export function RatingSummary({ rating, reviewCount, halfStarBelow, starSize, className }: RatingSummaryProps) {
  return (
    <Row className={className}>
      <span>Our rating</span>
      <StarRating value={ratingOutOfFive(rating)} max={RATING_STARS} halfStarBelow={halfStarBelow} size={starSize} showValue />
      <span>({formatReviewCount(reviewCount)})</span>
    </Row>
  );
}
