import styled from '@emotion/styled';

/**
 * A list laid out as rows of equal cards, as many to a row as fit at 16rem or more. The cards of a
 * row share its width, the last row's too: a card left over never stands alone beside an empty space.
 */
export const CardGrid = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** One card of a `CardGrid`: an outlined surface whose parts stack. */
export const CardGridItem = styled.li(({ theme }) => ({
  flex: '1 1 16rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  padding: theme.space(5),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surface,
}));
