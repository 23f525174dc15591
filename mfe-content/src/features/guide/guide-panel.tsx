import styled from '@emotion/styled';
import { TextBlockList } from '../../shared/text-block-list';
import type { TextBlock } from '../../shared/text-blocks';

/** Two panels side by side, stacked on small screens. */
export const GuidePanelColumns = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(6),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Panel = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  padding: theme.space(6),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  backgroundColor: theme.colors.surface,
  '& ul': { margin: 0, paddingLeft: theme.space(5), display: 'grid', gap: theme.space(2) },
  '& p': { margin: 0 },
}));

const PanelHeading = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.text,
}));

export interface GuidePanelProps {
  title: string;
  blocks: readonly TextBlock[];
  className?: string;
}

/** A boxed part of a guide section: an h3 over paragraphs and bulleted lists. */
export function GuidePanel({ title, blocks, className }: GuidePanelProps) {
  return (
    <Panel className={className}>
      <PanelHeading>{title}</PanelHeading>
      <TextBlockList blocks={blocks} />
    </Panel>
  );
}
