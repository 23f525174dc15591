import type { CSSObject, Theme } from '@emotion/react';

/** A button that opens something on the page (the cookie settings dialog), worded and shown as the
 * links beside it: a button, because it goes nowhere. */
export function linkButtonStyles(theme: Theme): CSSObject {
  return {
    font: 'inherit',
    color: theme.colors.link,
    background: 'none',
    border: 0,
    padding: 0,
    textDecoration: 'underline',
    cursor: 'pointer',
  };
}
