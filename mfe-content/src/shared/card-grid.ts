import styled from '@emotion/styled';

/** A list laid out as a grid of equal cards, as many to a row as fit at 16rem or more. */
export const CardGrid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: theme.space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** One card of a `CardGrid`: an outlined surface whose parts stack. */
export const CardGridItem = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  padding: theme.space(5),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surface,
}));
