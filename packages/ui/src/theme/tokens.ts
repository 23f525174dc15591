/**
 * Raw design tokens. The palette is calm and clinical-but-warm: deep teal for trust, a warm orange
 * reserved for calls to action. Every colour that carries text was chosen against its background for
 * WCAG AA (4.5:1) in both modes; `theme-contrast.test.ts` proves it, so change a value only with that
 * test running. Components never see these values: the theme hands them `var(--gb-…)` references,
 * and `GlobalStyles` defines the values of the mode the page's html class names (`theme.ts`).
 */

export interface ColorTokens {
  background: string;
  surface: string;
  surfaceMuted: string;
  /** Hover fill for neutral surfaces (secondary buttons, list rows); text stays readable on it. */
  surfaceHover: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  /** Decorative dividers and card outlines; not for anything a user must perceive. */
  border: string;
  /** Borders of form controls, which need 3:1 against their surroundings (WCAG 1.4.11). */
  borderStrong: string;
  link: string;
  danger: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  warning: string;
  focusRing: string;
  overlay: string;
  badgeBg: string;
  badgeText: string;
  /** Filled rating stars. */
  star: string;
}

export const lightColors: ColorTokens = {
  background: '#fbfaf7',
  surface: '#ffffff',
  surfaceMuted: '#f0f4f2',
  surfaceHover: '#e1e9e6',
  text: '#1b2a28',
  textMuted: '#4d5e5b',
  primary: '#0f766e',
  primaryHover: '#0b5f58',
  onPrimary: '#ffffff',
  accent: '#c2410c',
  accentHover: '#9a3412',
  onAccent: '#ffffff',
  border: '#dce4e1',
  borderStrong: '#6b7d79',
  link: '#0b6b63',
  danger: '#b91c1c',
  onDanger: '#ffffff',
  success: '#15803d',
  onSuccess: '#ffffff',
  warning: '#a16207',
  focusRing: '#c2410c',
  overlay: 'rgba(14, 22, 21, 0.55)',
  badgeBg: '#e0f2ee',
  badgeText: '#0b4f4a',
  star: '#d97706',
};

export const darkColors: ColorTokens = {
  background: '#0e1615',
  surface: '#15201e',
  surfaceMuted: '#1c2a28',
  surfaceHover: '#263836',
  text: '#e7eeec',
  textMuted: '#a6b7b3',
  primary: '#2dd4bf',
  primaryHover: '#5eead4',
  onPrimary: '#042f2e',
  accent: '#fb923c',
  accentHover: '#fdba74',
  onAccent: '#1f1206',
  border: '#2a3b38',
  borderStrong: '#718884',
  link: '#5eead4',
  danger: '#f87171',
  onDanger: '#1f0707',
  success: '#4ade80',
  onSuccess: '#052e16',
  warning: '#fbbf24',
  focusRing: '#fbbf24',
  overlay: 'rgba(0, 0, 0, 0.65)',
  badgeBg: '#134e4a',
  badgeText: '#ccfbf1',
  star: '#fbbf24',
};

export interface ShadowTokens {
  sm: string;
  md: string;
  lg: string;
}

export const lightShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(16, 42, 38, 0.08)',
  md: '0 4px 12px rgba(16, 42, 38, 0.10)',
  lg: '0 12px 32px rgba(16, 42, 38, 0.14)',
};

/** Shadows barely show on dark surfaces, so they are deeper here. */
export const darkShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.45)',
  md: '0 4px 14px rgba(0, 0, 0, 0.5)',
  lg: '0 14px 36px rgba(0, 0, 0, 0.6)',
};

/** Spacing follows a 4 px grid: space(1) = 4px, space(4) = 16px, space(0.5) = 2px. */
export const SPACE_UNIT_PX = 4;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '14px',
  pill: '9999px',
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  heading:
    "'Avenir Next', Avenir, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

/** The spec's mobile width is 768 px or less. */
export const breakpoints = {
  mobile: '@media (max-width: 768px)',
  desktop: '@media (min-width: 769px)',
} as const;

export const zIndex = {
  header: 100,
  floating: 200,
  overlay: 300,
  toast: 400,
} as const;

export const MAX_CONTENT_WIDTH = '1200px';
