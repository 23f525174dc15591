import styled from '@emotion/styled';

/**
 * A set of up to three cards (the home page's sections, the guide's foods and articles, the About
 * page's articles): side by side on every screen wider than a phone, one to a row on a phone. Three
 * never break into two and one, which left a card alone beside an empty space at tablet widths;
 * fewer than three share the row. Each card fills its cell's height, so a row's cards end together.
 */
export const ThreeUpGrid = styled.ul(({ theme }) => {
  const gap = theme.space(6);
  return {
    display: 'grid',
    // A column is at least a third of the row (less its two gaps): never a fourth, never two and one.
    gridTemplateColumns: `repeat(auto-fit, minmax(calc((100% - 2 * ${gap}) / 3), 1fr))`,
    gap,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '& > li': { display: 'flex', flexDirection: 'column', minWidth: 0 },
    [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  };
});
