import styled from '@emotion/styled';

/** Running text on the About page, kept to a readable line length. */
export const AboutProse = styled.div(({ theme }) => ({
  maxWidth: '48rem',
  lineHeight: 1.7,
  '& > p': { margin: `0 0 ${theme.space(4)}` },
  '& > p:last-child': { marginBottom: 0 },
  a: { color: theme.colors.link },
}));
