import type { Theme } from '@emotion/react';

/**
 * Column rules for sets of cards of a known size, so that every row holds the same number of cards
 * and none is left alone beside an empty space (three and one, two and one), whatever the width.
 * Each is one to a row on a phone. (A set of up to three short cards is a `ThreeUpGrid`; a set of
 * any size whose last row may share its width is a `CardGrid`.)
 */

/** From this width a row holds four cards of 15rem or three of 20rem, with the page's gutters. */
const WIDE_SCREEN = '@media (min-width: 1100px)';

const onePerRowOnPhone = (theme: Theme) => ({ [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } });

/** An even number of cards: two by two on every screen wider than a phone. */
export const pairedColumns = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  ...onePerRowOnPhone(theme),
});

/** Four cards: two by two, all four in a row on a wide screen. */
export const fourUpColumns = (theme: Theme) => ({
  ...pairedColumns(theme),
  [WIDE_SCREEN]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

/**
 * Three cards of long reading text: side by side on a wide screen, and below it one to a row at a
 * reading width (48rem at most), since three columns would be too narrow to read and two would
 * leave the third alone.
 */
export const longReadColumns = () => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 48rem)',
  [WIDE_SCREEN]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});
