import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';

const Box = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  padding: theme.space(6),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surface,
  p: { margin: 0, color: theme.colors.textMuted },
  a: { fontWeight: theme.fontWeights.semibold },
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.3,
  color: theme.colors.text,
}));

export interface SideBoxProps {
  title: string;
  children: ReactNode;
  /** The box's anchor, for links and for a form's answer to land on it. */
  id?: string;
  className?: string;
  /** Receives the heading's id, for a form in the box that the heading names. */
  headingId?: string;
}

/** A boxed aside beside a page's main column (contact, blog list): a section named by its heading. */
export function SideBox({ title, children, id, className, headingId: givenHeadingId }: SideBoxProps) {
  const ownHeadingId = useId();
  const headingId = givenHeadingId ?? ownHeadingId;
  return (
    <Box id={id} aria-labelledby={headingId} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Box>
  );
}
