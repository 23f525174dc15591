import styled from '@emotion/styled';

/** A small data table of the guide: a caption, a header row, and a header cell that names each row. */
export const GuideTable = styled.table(({ theme }) => ({
  width: '100%',
  maxWidth: '40rem',
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'start', paddingBottom: theme.space(3), color: theme.colors.textMuted },
  '& th, & td': {
    padding: `${theme.space(2.5)} ${theme.space(3)}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'start',
  },
  '& th': { fontWeight: theme.fontWeights.semibold },
  '& tbody th': { whiteSpace: 'nowrap' },
}));
