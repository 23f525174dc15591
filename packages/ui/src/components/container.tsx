import styled from '@emotion/styled';

/** Centres page content at the site's maximum width with comfortable side padding. */
export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.space(6),
  [theme.breakpoints.mobile]: { paddingInline: theme.space(4) },
}));

/** A page's body, whichever remote draws it: the site's column, with the same space below the header
 * and above the footer on every page, so moving between pages never shifts where they start. */
export const PageFrame = styled(Container)(({ theme }) => ({
  paddingTop: theme.space(8),
  paddingBottom: theme.space(12),
}));
