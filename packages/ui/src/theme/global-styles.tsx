import { css, Global, type SerializedStyles, type Theme } from '@emotion/react';
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

export function globalStyles(theme: Theme): SerializedStyles {
  const { colors } = theme;
  return css({
    '*, *::before, *::after': { boxSizing: 'border-box' },
    html: {
      colorScheme: theme.mode,
      textSizeAdjust: '100%',
    },
    '@media (prefers-reduced-motion: no-preference)': {
      html: { scrollBehavior: 'smooth' },
    },
    body: {
      margin: 0,
      minHeight: '100vh',
      fontFamily: theme.fonts.body,
      fontSize: theme.fontSizes.md,
      lineHeight: 1.6,
      color: colors.text,
      backgroundColor: colors.background,
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
    },
    'h1, h2, h3, h4, h5, h6': {
      fontFamily: theme.fonts.heading,
      lineHeight: 1.25,
      color: colors.text,
      overflowWrap: 'break-word',
    },
    'p, li, dd': { overflowWrap: 'break-word' },
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
  }, reducedMotion);
}

/** Page-wide base styles; render once inside the emotion ThemeProvider. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
