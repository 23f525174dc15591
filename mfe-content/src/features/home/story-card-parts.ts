import styled from '@emotion/styled';
import { Card } from '@gentlebowl/ui';

// The parts every story card of the home page is made of, an owner's or an example: a figure whose
// words come first and whose caption says who told them.

export const StoryFigure = styled(Card)({ margin: 0, height: '100%' });

export const StoryBody = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  flex: '1 1 auto',
  padding: `${theme.space(6)} ${theme.space(6)} ${theme.space(4)}`,
}));

export const StoryQuote = styled.blockquote(({ theme }) => ({
  margin: 0,
  flex: '1 1 auto',
  p: { margin: 0, lineHeight: 1.7, color: theme.colors.text, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
}));

// The figure's own caption, so a direct child of it (after the words, as the last child).
export const StoryCaption = styled.figcaption(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  margin: `0 ${theme.space(6)} ${theme.space(6)}`,
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colors.border}`,
}));

export const StoryAuthor = styled.cite(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  fontStyle: 'normal',
  fontWeight: theme.fontWeights.semibold,
}));

export const StoryMeta = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));
