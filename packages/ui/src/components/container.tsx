import styled from '@emotion/styled';

/** Centres page content at the site's maximum width with comfortable side padding. */
export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.space(6),
  [theme.breakpoints.mobile]: { paddingInline: theme.space(4) },
}));
