import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { NoticeIcon } from './notice-icon';

export type NoticeVariant = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  variant?: NoticeVariant;
  /** A short bold lead line, e.g. 'Missing Information'. */
  title?: ReactNode;
  children?: ReactNode;
}

const Box = styled('div', {
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant: NoticeVariant }>(({ theme, variant }) => {
  const accentColor = {
    info: theme.colors.primary,
    success: theme.colors.success,
    warning: theme.colors.warning,
    danger: theme.colors.danger,
  }[variant];
  return {
    display: 'flex',
    gap: theme.space(3),
    alignItems: 'flex-start',
    padding: `${theme.space(3)} ${theme.space(4)}`,
    backgroundColor: theme.colors.surfaceMuted,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    borderInlineStart: `4px solid ${accentColor}`,
    borderRadius: theme.radii.md,
    fontSize: theme.fontSizes.sm,
    lineHeight: 1.55,
    // The icon keeps its size however long the text beside it is.
    '& > svg': { color: accentColor, marginTop: '1px', flexShrink: 0 },
  };
});

const Body = styled.div({
  minWidth: 0,
  '& > p': { margin: 0 },
  '& > p + p': { marginTop: '0.5em' },
});

const Title = styled.p(({ theme }) => ({
  margin: 0,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.text,
}));

/**
 * A static note (privacy note, health note, affiliate disclosure). It is not announced when it
 * appears; use `Alert` for messages that result from a user's action.
 */
export function Notice({ variant = 'info', title, children, role = 'note', ...props }: NoticeProps) {
  return (
    <Box variant={variant} role={role} {...props}>
      <NoticeIcon variant={variant} />
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Body>
    </Box>
  );
}
