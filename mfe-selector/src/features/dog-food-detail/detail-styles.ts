import styled from '@emotion/styled';

/** Text inside a tab or accordion panel. */
export const PanelText = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  '& p, & ul, & ol, & dl': { margin: 0 },
  '& ul, & ol': { paddingInlineStart: theme.space(5) },
  '& li + li': { marginTop: theme.space(1.5) },
}));

export const PanelHeading = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));

export const Muted = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

export const FactTable = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  '& caption': { textAlign: 'start', paddingBottom: theme.space(2), color: theme.colors.textMuted },
  '& th, & td': {
    padding: `${theme.space(2.5)} ${theme.space(3)}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: theme.fontWeights.semibold },
}));
