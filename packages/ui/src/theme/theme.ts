/// <reference path="./emotion.d.ts" />
import {
  breakpoints,
  type ColorTokens,
  darkColors,
  darkShadows,
  fontSizes,
  fontWeights,
  fonts,
  lightColors,
  lightShadows,
  MAX_CONTENT_WIDTH,
  radii,
  type ShadowTokens,
  SPACE_UNIT_PX,
  zIndex,
} from './tokens';

/** The class on the html element that picks the palette (set before first paint by the shell). */
export type ThemeMode = 'light' | 'dark';

/** The values one mode paints with. */
export interface Palette {
  colors: ColorTokens;
  shadows: ShadowTokens;
}

export const palettes: Record<ThemeMode, Palette> = {
  light: { colors: lightColors, shadows: lightShadows },
  dark: { colors: darkColors, shadows: darkShadows },
};

export interface AppTheme {
  /** `var(--gb-…)` references, the same in both modes: use them whole, never take them apart. */
  colors: ColorTokens;
  /** `var(--gb-shadow-…)` references. */
  shadows: ShadowTokens;
  /** 4 px scale: space(4) === '16px'. */
  space: (n: number) => string;
  radii: typeof radii;
  fonts: typeof fonts;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  breakpoints: typeof breakpoints;
  zIndex: typeof zIndex;
  /** Widest the content column gets: '1200px'. */
  maxWidth: string;
}

const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property holding a colour: `surfaceMuted` is `--gb-surface-muted`. */
export const colorVariable = (name: keyof ColorTokens): string => `--gb-${kebabCase(name)}`;

/** The custom property holding a shadow: `md` is `--gb-shadow-md`. */
export const shadowVariable = (name: keyof ShadowTokens): string => `--gb-shadow-${name}`;

function references<Tokens extends object>(
  tokens: Tokens,
  variable: (name: keyof Tokens) => string,
): Record<keyof Tokens, string> {
  const names = Object.keys(tokens) as (keyof Tokens)[];
  return Object.fromEntries(names.map((name) => [name, `var(${variable(name)})`])) as Record<keyof Tokens, string>;
}

/**
 * The one theme. Its colours and shadows are CSS custom properties whose values `GlobalStyles`
 * defines for `html.light` and `html.dark`, so both modes share one set of class names and one
 * stylesheet: a page rendered on the server is right for every visitor, and switching modes only
 * changes the html class.
 */
export const appTheme: AppTheme = {
  colors: references(lightColors, colorVariable),
  shadows: references(lightShadows, shadowVariable),
  space: (n) => `${n * SPACE_UNIT_PX}px`,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  breakpoints,
  zIndex,
  maxWidth: MAX_CONTENT_WIDTH,
};
