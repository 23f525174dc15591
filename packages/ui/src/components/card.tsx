import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A surface with an outline and soft shadow; render `as="article"` for self-contained content. */
export const Card = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.sm,
  overflow: 'hidden',
}));

export const CardHeader = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1.5),
  padding: `${theme.space(5)} ${theme.space(5)} 0`,
}));

const CardTitleText = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1.3,
  color: theme.colors.text,
}));

export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** Heading level, so the card fits the page outline. Defaults to h3. */
  as?: HeadingTag;
}

export function CardTitle({ as = 'h3', ...props }: CardTitleProps) {
  return <CardTitleText as={as} {...props} />;
}

export const CardContent = styled.div(({ theme }) => ({
  flex: '1 1 auto',
  padding: theme.space(5),
  color: theme.colors.text,
}));

export const CardFooter = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
  padding: `0 ${theme.space(5)} ${theme.space(5)}`,
}));
