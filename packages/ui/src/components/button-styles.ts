import { type CSSObject, css, type SerializedStyles, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

function variantStyles(theme: Theme, variant: ButtonVariant): CSSObject {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return {
        backgroundColor: colors.primary,
        color: colors.onPrimary,
        '&:hover:not(:disabled)': { backgroundColor: colors.primaryHover },
      };
    case 'accent':
      return {
        backgroundColor: colors.accent,
        color: colors.onAccent,
        '&:hover:not(:disabled)': { backgroundColor: colors.accentHover },
      };
    case 'destructive':
      return {
        backgroundColor: colors.danger,
        color: colors.onDanger,
        '&:hover:not(:disabled)': { filter: 'brightness(0.92)' },
      };
    case 'secondary':
      return {
        backgroundColor: colors.surfaceMuted,
        color: colors.text,
        borderColor: colors.border,
        '&:hover:not(:disabled)': { backgroundColor: colors.surfaceHover },
      };
    case 'outline':
      return {
        backgroundColor: 'transparent',
        color: colors.primary,
        borderColor: colors.primary,
        '&:hover:not(:disabled)': { backgroundColor: colors.surfaceMuted },
      };
    case 'ghost':
      return {
        backgroundColor: 'transparent',
        color: colors.text,
        '&:hover:not(:disabled)': { backgroundColor: colors.surfaceMuted },
      };
  }
}

// Heights keep md and lg at or above the 44 px touch target.
const sizeStyles: Record<ButtonSize, (theme: Theme) => CSSObject> = {
  sm: (theme) => ({ minHeight: '36px', padding: `${theme.space(1.5)} ${theme.space(3)}`, fontSize: theme.fontSizes.sm }),
  md: (theme) => ({ minHeight: '44px', padding: `${theme.space(2.5)} ${theme.space(5)}`, fontSize: theme.fontSizes.md }),
  lg: (theme) => ({ minHeight: '52px', padding: `${theme.space(3)} ${theme.space(7)}`, fontSize: theme.fontSizes.lg }),
};

/**
 * The button look as reusable styles, so router links can look like buttons:
 * `styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'primary' }))`. More styles go in a
 * further argument (`styled(Link)(({ theme }) => buttonStyles(theme), { marginTop: 'auto' })`):
 * spread into an object beside them, these serialized styles win and the others are dropped.
 */
export function buttonStyles(
  theme: Theme,
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {},
): SerializedStyles {
  return css({
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(2),
    border: '2px solid transparent',
    borderRadius: theme.radii.md,
    fontFamily: theme.fonts.body,
    fontWeight: theme.fontWeights.semibold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'normal',
    // A label that wraps (a long one on a phone) splits into even lines, not a line and one word.
    textWrap: 'balance',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease, filter 150ms ease',
    '&:hover': { textDecoration: 'none' },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
    ...sizeStyles[size](theme),
    ...variantStyles(theme, variant),
  });
}
