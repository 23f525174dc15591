import styled from '@emotion/styled';

/** A food's brand above its name on a card (the results, the catalogue): small capitals, muted. */
export const ProductBrand = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));
