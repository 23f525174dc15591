import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
  [theme.breakpoints.mobile]: { gap: theme.space(6) },
}));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(3),
  maxWidth: '46rem',
  marginInline: 'auto',
  textAlign: 'center',
}));

const SectionHeading = styled.h2(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['3xl'],
  lineHeight: 1.2,
  color: theme.colors.text,
  [theme.breakpoints.mobile]: { fontSize: theme.fontSizes['2xl'] },
}));

const Lead = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
}));

export interface HomeSectionProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Shown under the section's content, e.g. a 'View All Articles' link. */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One section of the home page: a region named by its h2, an optional lead, the content. */
export function HomeSection({ title, lead, footer, children, className }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} className={className}>
      <Header>
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {lead ? <Lead>{lead}</Lead> : null}
      </Header>
      {children}
      {footer}
    </Section>
  );
}
