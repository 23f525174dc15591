import { type CSSObject, css, Global } from '@emotion/react';
import { appTheme, colorVariable, type Palette, palettes, shadowVariable, type ThemeMode } from './theme';
import type { ColorTokens, ShadowTokens } from './tokens';
import { visuallyHiddenStyles } from './visually-hidden-styles';

// Written as CSS text because the typed style objects do not accept "!important" for every property.
const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** One mode's values for the custom properties the theme refers to. */
function paletteProperties(mode: ThemeMode, { colors, shadows }: Palette): CSSObject {
  const colorNames = Object.keys(colors) as (keyof ColorTokens)[];
  const shadowNames = Object.keys(shadows) as (keyof ShadowTokens)[];
  return {
    colorScheme: mode,
    ...Object.fromEntries(colorNames.map((name) => [colorVariable(name), colors[name]])),
    ...Object.fromEntries(shadowNames.map((name) => [shadowVariable(name), shadows[name]])),
  };
}

/** Both palettes, picked by the html class (a page without one paints light; `system` follows the
 * device's setting). */
export const paletteStyles = css({
  ':root, html.light': paletteProperties('light', palettes.light),
  'html.dark': paletteProperties('dark', palettes.dark),
  '@media (prefers-color-scheme: dark)': { 'html.system': paletteProperties('dark', palettes.dark) },
});

const { colors, fonts, fontSizes } = appTheme;

// The same CSS for every visitor and both modes, so the server can render it.
const globalStyles = css(
  paletteStyles,
  {
    '*, *::before, *::after': { boxSizing: 'border-box' },
    html: { textSizeAdjust: '100%' },
    '@media (prefers-reduced-motion: no-preference)': {
      html: { scrollBehavior: 'smooth' },
    },
    body: {
      margin: 0,
      minHeight: '100vh',
      fontFamily: fonts.body,
      fontSize: fontSizes.md,
      lineHeight: 1.6,
      color: colors.text,
      backgroundColor: colors.background,
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
    },
    'h1, h2, h3, h4, h5, h6': {
      fontFamily: fonts.heading,
      lineHeight: 1.25,
      color: colors.text,
      overflowWrap: 'break-word',
      // Lines of even length: a title that wraps never leaves one word alone on its last line.
      textWrap: 'balance',
    },
    // A paragraph or list item that wraps keeps more than one word on its last line.
    'p, li, dd': { overflowWrap: 'break-word', textWrap: 'pretty' },
    // Underlined by default: teal links do not reach 3:1 against body text, so colour alone
    // would not set them apart (axe "link-in-text-block"). Navigation and buttons opt out.
    a: {
      color: colors.link,
      textDecoration: 'underline',
      textUnderlineOffset: '0.18em',
    },
    'a:hover': { textDecorationThickness: '2px' },
    'img, picture, svg, video': { maxWidth: '100%' },
    'img, video': { height: 'auto' },
    'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
    ':focus-visible': {
      outline: `3px solid ${colors.focusRing}`,
      outlineOffset: '2px',
    },
    '::selection': { backgroundColor: colors.badgeBg, color: colors.badgeText },
    '.visually-hidden': visuallyHiddenStyles,
    '@media print': {
      '[data-print="hide"]': { display: 'none !important' },
      body: { backgroundColor: '#ffffff', color: '#000000' },
      'a, h1, h2, h3, h4, h5, h6': { color: '#000000' },
      'img, figure, table, pre, blockquote': { breakInside: 'avoid' },
      'h1, h2, h3, h4, h5, h6': { breakAfter: 'avoid' },
    },
  },
  reducedMotion,
);

/** Page-wide base styles and both palettes; render once. The html class (`light` or `dark`) picks
 * the palette. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
