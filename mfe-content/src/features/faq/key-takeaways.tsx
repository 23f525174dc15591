import styled from '@emotion/styled';
import { TextItems } from '../../shared/text-block-list';

const List = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  margin: 0,
  padding: theme.space(6),
  paddingInlineStart: theme.space(10),
  maxWidth: '52rem',
  border: `1px solid ${theme.colors.border}`,
  borderInlineStart: `4px solid ${theme.colors.primary}`,
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surfaceMuted,
  lineHeight: 1.6,
}));

/** The FAQ's summary points. */
export function KeyTakeaways({ points }: { points: readonly string[] }) {
  return (
    <List>
      <TextItems items={points} />
    </List>
  );
}
