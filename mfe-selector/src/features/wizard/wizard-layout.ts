import styled from '@emotion/styled';

/** Two columns of fields on wide screens, one on small screens. */
export const FieldGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(5),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

/** A field that spans both columns of the grid. */
export const FullRow = styled.div({ gridColumn: '1 / -1' });
