import styled from '@emotion/styled';
import { TextItems } from '../../shared/text-block-list';

const List = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
  gap: `${theme.space(3)} ${theme.space(8)}`,
  margin: 0,
  padding: theme.space(6),
  paddingInlineStart: theme.space(10),
  border: `1px solid ${theme.colors.border}`,
  borderInlineStart: `4px solid ${theme.colors.danger}`,
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surfaceMuted,
  lineHeight: 1.5,
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

/** The signs that mean a vet visit, as a bulleted list. */
export function VetWarningSigns({ signs }: { signs: readonly string[] }) {
  return (
    <List>
      <TextItems items={signs} />
    </List>
  );
}
