import styled from '@emotion/styled';
import { Card } from '@gentlebowl/ui';
import { useId } from 'react';
import { ContentIcon } from '../../shared/content-icon';
import { TextBlockList, TextFlow } from '../../shared/text-block-list';
import type { GuideEntry } from './guides-content';

const Entry = styled(Card)(({ theme }) => ({
  gap: theme.space(4),
  padding: theme.space(6),
  lineHeight: 1.6,
  '& h3': {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes.xl,
    lineHeight: 1.3,
  },
}));

const Header = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(4) }));

const Description = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontWeight: theme.fontWeights.medium }));

/** One guide entry: icon, title, a one-line description and the guide itself. */
export function GuideEntryCard({ entry }: { entry: GuideEntry }) {
  const headingId = useId();
  return (
    <Entry as="article" aria-labelledby={headingId}>
      <Header>
        <ContentIcon name={entry.icon} />
        <h3 id={headingId}>{entry.title}</h3>
      </Header>
      <Description>{entry.description}</Description>
      <TextFlow>
        <TextBlockList blocks={entry.content} />
      </TextFlow>
    </Entry>
  );
}
