import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['2xl'],
  lineHeight: 1.3,
  color: theme.colors.text,
}));

const Lead = styled.p(({ theme }) => ({ margin: 0, maxWidth: '48rem', color: theme.colors.textMuted }));

export interface ContentSectionProps {
  title: string;
  /** A sentence under the heading. */
  lead?: ReactNode;
  children: ReactNode;
  /** The section's fragment id, where links lead into it (`#trusted-resources`). */
  id?: string;
  className?: string;
}

/** A titled part of a content page: a section named by its h2. */
export function ContentSection({ title, lead, children, id, className }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Section>
  );
}
