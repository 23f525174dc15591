import styled from '@emotion/styled';

/** The top of a page: its h1 and a lead paragraph, kept to a readable width. */
export const PageHeader = styled.header(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  maxWidth: '48rem',
}));

/** The page's h1. Pages may focus it (tabIndex -1) after a step change; that focus draws no ring. */
export const PageTitle = styled.h1(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['4xl'],
  lineHeight: 1.2,
  color: theme.colors.text,
  [theme.breakpoints.mobile]: { fontSize: theme.fontSizes['3xl'] },
  '&:focus:not(:focus-visible)': { outline: 'none' },
}));

export const PageLead = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
}));
