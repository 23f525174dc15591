import styled from '@emotion/styled';
import { evenRows } from './even-rows';

/**
 * A list laid out as rows of cards, as many to a row (up to four) as fit at 16rem or more. The cards
 * of a row share its width, the last rows' too, and a card left over never stands alone on a row.
 */
export const CardGrid = styled.ul(({ theme }) => evenRows(theme, { minCardWidthRem: 16, gap: 4, maxColumns: 4 }));

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
