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
  starSize?: number;
  className?: string;
}

/**
 * Stars, the rating with one decimal and the review count, on result cards and the product page
 * alike: the stars follow the design system's one rule, so a rating looks the same everywhere. The
 * rating is the site's own editorial score, so it is labelled as ours and never passed off as a
 * store's star rating.
 */
export function RatingSummary({ rating, reviewCount, starSize, className }: RatingSummaryProps) {
  return (
    <Row className={className}>
      <span>Our rating</span>
      <StarRating value={ratingOutOfFive(rating)} max={RATING_STARS} size={starSize} showValue />
      <span>({formatReviewCount(reviewCount)})</span>
    </Row>
  );
}
