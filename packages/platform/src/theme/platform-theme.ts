import type { Theme } from '@emotion/react';

/**
 * The design tokens platform components read. The shell provides the full @gentlebowl/ui theme,
 * a structural superset of this; platform does not import ui so that it stays usable (and testable)
 * with any theme carrying these tokens.
 */
export interface PlatformTheme {
  /** In the app, CSS references (`var(--gb-text)`) the html class resolves: use them whole. */
  colors: {
    surface: string;
    text: string;
    textMuted: string;
    border: string;
    danger: string;
    onDanger: string;
    link: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
  };
  radii: { md: string };
  shadows: { lg: string };
  zIndex: { toast: number };
  space: (steps: number) => string;
  /** Media queries (`@media (max-width: 768px)`), used whole as style keys. */
  breakpoints: { mobile: string };
}

/** Emotion's Theme is whatever the app augments it to; this package relies only on the tokens above. */
export function platformTokens(theme: Theme): PlatformTheme {
  return theme as unknown as PlatformTheme;
}
