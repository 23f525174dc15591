import styled from '@emotion/styled';

/** Gallery beside the product summary; stacked on small screens. */
export const DetailLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  alignItems: 'start',
  gap: theme.space(10),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(6) },
  '& .gallery-skeleton': { aspectRatio: '1 / 1' },
}));
