import type { CSSObject, Theme } from '@emotion/react';

/**
 * A list of cards in rows that each fill the list's width, where no card stands alone on a row
 * beside rows of several (issue 45: the 13th blog post, and the fifth card of the guides' "Explore
 * More", had a row to themselves). As many cards a row as fit at their narrowest, up to four; when
 * the count leaves cards over, the last rows share them out (`lastRows`).
 *
 * CSS alone, from the list's own width (a size container) and its count (`:nth-last-child`), so it
 * holds in the server's HTML, without scripts, and wherever the list stands. (Sets of a known size
 * have their own columns, `even-columns.ts`.)
 */

export interface EvenRowsOptions {
  /** The narrowest a card may be, in rem. */
  minCardWidthRem: number;
  /** The space between cards, in the theme's spacing steps (`theme.space(gap)`). */
  gap: number;
  /** The most cards a row holds. */
  maxColumns: number;
}

/** A rem in px, at browsers' default text size: widths in rem grow with a reader's larger text. */
const REM_PX = 16;

/**
 * How many cards stand on each of the last rows, when rows of `columns` leave `remainder` over (none
 * when the rows come out full): two or more share the last row (4 + 4 + 2); one takes a card from
 * the row before (4 + 4 + 3 + 2, 3 + 3 + 2 + 2), or, two to a row, joins the last two (2 + 2 + 3),
 * where three fit a row (`ROW_OF_THREE_WIDTH_RATIO`).
 */
export function lastRows(columns: number, remainder: number): number[] {
  if (remainder === 0) return [];
  if (remainder > 1) return [remainder];
  return columns === 2 ? [3] : [columns - 1, 2];
}

/** A card's width in a row of `cards`; it grows to fill the row (the 0.1 px keeps a row that fills
 * its width exactly from wrapping on rounding). */
const cardInRowOf = (cards: number, gapPx: number): CSSObject => ({
  flex: `1 1 calc((100% - ${(cards - 1) * gapPx}px) / ${cards} - 0.1px)`,
});

/** The rules for the last cards of a list of `columns` to a row that leaves `remainder` over. */
function lastRowsRules(columns: number, remainder: number, gapPx: number): CSSObject {
  const rows = lastRows(columns, remainder);
  const tail = rows.reduce((sum, cards) => sum + cards, 0);
  // The list holds the tail, or the tail and whole rows before it: its first card says so.
  const first = `:first-child:nth-last-child(${columns}n+${tail})`;
  const rules: CSSObject = {};
  let fromEnd = tail;
  for (const cards of rows) {
    const range = `:nth-last-child(-n+${fromEnd}):nth-last-child(n+${fromEnd - cards + 1})`;
    rules[`& > :is(${first}, ${first} ~ *)${range}`] = cardInRowOf(cards, gapPx);
    fromEnd -= cards;
  }
  return rules;
}

/** The width from which `columns` cards of `cardWidthRem` fit a row, with `gapPx` between, in rem. */
const widthFor = (columns: number, cardWidthRem: number, gapPx: number) => columns * cardWidthRem + ((columns - 1) * gapPx) / REM_PX;

/** How much narrower than the others the three cards of an odd list's last row, two to a row, may
 * be. Narrower still, their titles broke inside words; until they fit, the list stays one a row. */
const ROW_OF_THREE_WIDTH_RATIO = 0.8;

const containerQuery = (fromRem: number, toRem: number | null) =>
  toRem === null ? `@container (width >= ${fromRem}rem)` : `@container (${fromRem}rem <= width < ${toRem}rem)`;

/** The styles of a list (`ul`, `ol`) whose children are the cards. */
export function evenRows(theme: Theme, { minCardWidthRem, gap, maxColumns }: EvenRowsOptions): CSSObject {
  const gapPx = Number.parseFloat(theme.space(gap));
  const styles: CSSObject = {
    containerType: 'inline-size',
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${gapPx}px`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '& > *': { ...cardInRowOf(1, gapPx), minWidth: 0 },
  };
  for (let columns = 2; columns <= maxColumns; columns += 1) {
    let from = widthFor(columns, minCardWidthRem, gapPx);
    const to = columns === maxColumns ? null : widthFor(columns + 1, minCardWidthRem, gapPx);
    if (columns === 2) {
      const rowOfThree = widthFor(3, minCardWidthRem * ROW_OF_THREE_WIDTH_RATIO, gapPx);
      const oddList = ':first-child:nth-last-child(2n+3)';
      styles[containerQuery(from, rowOfThree)] = {
        '& > *': cardInRowOf(2, gapPx),
        [`& > :is(${oddList}, ${oddList} ~ *)`]: cardInRowOf(1, gapPx),
      };
      from = rowOfThree;
    }
    const rules: CSSObject = { '& > *': cardInRowOf(columns, gapPx) };
    for (let remainder = 1; remainder < columns; remainder += 1) Object.assign(rules, lastRowsRules(columns, remainder, gapPx));
    styles[containerQuery(from, to)] = rules;
  }
  return styles;
}
