import styled from '@emotion/styled';
import { type FoodReview, reviewText } from '@gentlebowl/contracts';

const Line = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

/** "Reviewed by Dr. Ana Ruiz, DVM, on Oct 15, 2026": who stands behind a food's badges, beside them. */
export function ReviewLine({ review }: { review: FoodReview }) {
  return <Line>{reviewText(review)}</Line>;
}
