import styled from '@emotion/styled';
import { Card, CardTitle, keepRangesTogether, type HeadingTag } from '@gentlebowl/ui';
import type { ReactNode } from 'react';

const Body = styled(Card)(({ theme }) => ({
  gap: theme.space(3),
  padding: theme.space(5),
  height: '100%',
}));

const Content = styled.div(({ theme }) => ({
  color: theme.colors.text,
  lineHeight: 1.6,
  '& p': { margin: 0 },
}));

export interface TipCardProps {
  /** A decorative icon; the title carries the meaning. */
  icon: ReactNode;
  title: string;
  content: ReactNode;
  /** Defaults to h3, under a page section's h2. */
  headingLevel?: HeadingTag;
}

/** A tip: icon, title and a short text (spec "Digestive health tips": the tip card). */
export function TipCard({ icon, title, content, headingLevel = 'h3' }: TipCardProps) {
  return (
    <Body as="article">
      {icon}
      <CardTitle as={headingLevel}>{title}</CardTitle>
      <Content>{typeof content === 'string' ? <p>{keepRangesTogether(content)}</p> : content}</Content>
    </Body>
  );
}
