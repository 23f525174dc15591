import styled from '@emotion/styled';
import { type RetailerRating, retailerRatingSourceText } from '@gentlebowl/contracts';
import { StarRating } from '@gentlebowl/ui';
import { RATING_STARS, ratingOutOfFive } from './rating-scale';

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
  rating: RetailerRating;
  starSize?: number;
  className?: string;
}

/**
 * Stars, the rating with one decimal and where it comes from: "4.6 from 1,280 reviews at Chewy, seen
 * Nov 2, 2026", on result cards, the product page and the catalogue alike. A food no retailer has
 * rated shows no rating at all (its callers leave this out).
 */
export function RatingSummary({ rating, starSize, className }: RatingSummaryProps) {
  return (
    <Row className={className}>
      <StarRating value={ratingOutOfFive(rating.rating)} max={RATING_STARS} size={starSize} showValue />
      <span>{retailerRatingSourceText(rating)}</span>
    </Row>
  );
}
