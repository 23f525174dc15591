import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'destructive' | 'accent';

function badgeColors(theme: Theme, variant: BadgeVariant): CSSObject {
  const { colors } = theme;
  switch (variant) {
    case 'default':
      return { backgroundColor: colors.badgeBg, color: colors.badgeText };
    case 'secondary':
      return { backgroundColor: colors.surfaceMuted, color: colors.text, borderColor: colors.border };
    case 'outline':
      return { backgroundColor: 'transparent', color: colors.text, borderColor: colors.borderStrong };
    case 'success':
      return { backgroundColor: colors.success, color: colors.onSuccess };
    case 'destructive':
      return { backgroundColor: colors.danger, color: colors.onDanger };
    case 'accent':
      return { backgroundColor: colors.accent, color: colors.onAccent };
  }
}

/** A small label chip (category, "Vet Approved", "Save 20%"). */
export const Badge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant?: BadgeVariant }>(({ theme, variant = 'default' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  padding: `${theme.space(0.5)} ${theme.space(2.5)}`,
  border: '1px solid transparent',
  borderRadius: theme.radii.pill,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
  lineHeight: 1.5,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
  ...badgeColors(theme, variant),
}));
