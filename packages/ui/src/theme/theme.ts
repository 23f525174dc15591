/// <reference path="./emotion.d.ts" />
import {
  breakpoints,
  type ColorTokens,
  darkColors,
  fontSizes,
  fontWeights,
  fonts,
  lightColors,
  MAX_CONTENT_WIDTH,
  radii,
  SPACE_UNIT_PX,
  zIndex,
} from './tokens';

export type ThemeMode = 'light' | 'dark';

export interface AppTheme {
  mode: ThemeMode;
  colors: ColorTokens;
  /** 4 px scale: space(4) === '16px'. */
  space: (n: number) => string;
  radii: typeof radii;
  shadows: { sm: string; md: string; lg: string };
  fonts: typeof fonts;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  breakpoints: typeof breakpoints;
  zIndex: typeof zIndex;
  /** Widest the content column gets: '1200px'. */
  maxWidth: string;
}

const space = (n: number): string => `${n * SPACE_UNIT_PX}px`;

const shared = { space, radii, fonts, fontSizes, fontWeights, breakpoints, zIndex, maxWidth: MAX_CONTENT_WIDTH };

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  colors: lightColors,
  shadows: {
    sm: '0 1px 2px rgba(16, 42, 38, 0.08)',
    md: '0 4px 12px rgba(16, 42, 38, 0.10)',
    lg: '0 12px 32px rgba(16, 42, 38, 0.14)',
  },
};

/** Shadows barely show on dark surfaces, so they are deeper here. */
export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: darkColors,
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.45)',
    md: '0 4px 14px rgba(0, 0, 0, 0.5)',
    lg: '0 14px 36px rgba(0, 0, 0, 0.6)',
  },
};

export const themes: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };
