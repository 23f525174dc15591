import styled from '@emotion/styled';
import type { FedDog } from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';
import { TableScroller, VisuallyHidden } from '@gentlebowl/ui';
import { type RefObject, useId } from 'react';
import { inPageNavigation, Link } from '@gentlebowl/router';
import { ButtonLink } from '../../shared/button-link';
import { type CompareColumn, compareRows } from './compare-rows';

/** Room for a food's column: its name, price and portion read a few words to a line. On a narrow
 * screen the table scrolls sideways inside its region rather than squeezing the columns. */
const FOOD_COLUMN_MIN_REM = 10;
const ROW_HEADER_REM = { wide: 11, narrow: 8 };

/** The narrowest the table gets: below it, it scrolls. */
const tableMinWidthRem = (foodCount: number) => ROW_HEADER_REM.narrow + foodCount * FOOD_COLUMN_MIN_REM;

/** The hint and the table: the hint asks how wide this is (a size container), not the window. */
const Frame = styled.div({ containerType: 'inline-size' });

/** Shown only while the table is wider than its frame (issue 45: on a phone the third food's column
 * was cut at the edge with no sign that it scrolls); it stays in view as the table scrolls. */
const ScrollHint = styled('p', { shouldForwardProp: (prop) => prop !== 'foodCount' })<{ foodCount: number }>(({ theme, foodCount }) => ({
  display: 'none',
  margin: `0 0 ${theme.space(2)}`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  [`@container (max-width: ${tableMinWidthRem(foodCount)}rem)`]: { display: 'block' },
}));

/**
 * Scrolls sideways on narrow screens (the cells' visually hidden labels stay inside it); focusable
 * so keyboard users can scroll it too. While columns lie beyond its right edge a shadow stands
 * there: the shadow stays at the edge (`scroll`), and a cover of the page's colour that travels with
 * the table (`local`) hides it once the last column is in view. CSS alone, so it shows without scripts.
 */
const Scroller = styled(TableScroller)(({ theme }) => ({
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  backgroundColor: theme.colors.background,
  backgroundImage: [
    `linear-gradient(to left, ${theme.colors.background} 40%, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, ${theme.colors.text} 25%, transparent), transparent)`,
  ].join(', '),
  backgroundPosition: 'right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: `${theme.space(10)} 100%, ${theme.space(4)} 100%`,
  backgroundAttachment: 'local, scroll',
}));

const Table = styled('table', { shouldForwardProp: (prop) => prop !== 'foodCount' })<{ foodCount: number }>(({ theme, foodCount }) => ({
  width: '100%',
  minWidth: `${tableMinWidthRem(foodCount)}rem`,
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  tableLayout: 'fixed',
  '& caption': {
    captionSide: 'top',
    textAlign: 'start',
    padding: `${theme.space(3)} ${theme.space(4)}`,
    color: theme.colors.textMuted,
  },
  '& th, & td': {
    padding: `${theme.space(3)} ${theme.space(4)}`,
    borderTop: `1px solid ${theme.colors.border}`,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th[scope="row"]': { fontWeight: theme.fontWeights.semibold, backgroundColor: theme.colors.surfaceMuted },
  // While the foods scroll sideways, the row headers stay at the left edge to say what each row is.
  '& th[scope="row"], & thead td:first-of-type': {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    boxShadow: `inset -1px 0 0 ${theme.colors.border}`,
  },
  '& thead td:first-of-type': { backgroundColor: theme.colors.surface },
  '& thead th': { fontSize: theme.fontSizes.md },
  '& thead tr + tr td': { borderTop: 'none', paddingTop: 0 },
}));

/** A fixed layout takes its widths from the columns (without this the first row's cells would share
 * the width equally): the row headers' column has its own, the foods share the rest. */
const RowHeadersColumn = styled.col(({ theme }) => ({
  width: `${ROW_HEADER_REM.wide}rem`,
  [theme.breakpoints.mobile]: { width: `${ROW_HEADER_REM.narrow}rem` },
}));

const Brand = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));

const Estimate = styled.span(({ theme }) => ({
  display: 'inline-block',
  marginInlineStart: theme.space(1.5),
  fontSize: theme.fontSizes.xs,
  fontStyle: 'italic',
  color: theme.colors.textMuted,
}));

const Source = styled.span(({ theme }) => ({
  display: 'block',
  marginTop: theme.space(1),
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));

export interface CompareTableProps {
  columns: readonly CompareColumn[];
  /** The dog the plans are for, or null when the page does not know one. */
  dog: FedDog | null;
  caption: string;
  /** The comparison without a food: its 'Remove' is a link there, so it works without scripts. */
  removeHref: (id: number) => string;
  /** Called as a food's 'Remove' link is followed. */
  onRemove: (id: number) => void;
  /** The table's scrolling region, which keyboard users can focus. */
  ref?: RefObject<HTMLDivElement | null>;
}

/** The foods side by side: a column per food, a row per attribute, each figure with its source below it. */
export function CompareTable({ columns, dog, caption, removeHref, onRemove, ref }: CompareTableProps) {
  const captionId = useId();
  return (
    <Frame>
      <ScrollHint foodCount={columns.length}>
        Scroll sideways to see every food <span aria-hidden="true">→</span>
      </ScrollHint>
      <Scroller ref={ref} role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table foodCount={columns.length}>
          <caption id={captionId}>{caption}</caption>
          <colgroup>
            <RowHeadersColumn />
            {columns.map(({ food }) => (
              <col key={food.id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td />
              {columns.map(({ food }) => (
                <th key={food.id} scope="col">
                  <Brand>{food.brand}</Brand>
                  <Link to={routeHref('dog-food', { params: { id: food.id } })}>{food.name}</Link>
                </th>
              ))}
            </tr>
            <tr>
              <td />
              {columns.map(({ food }) => (
                <td key={food.id}>
                  <ButtonLink
                    variant="ghost"
                    size="sm"
                    to={removeHref(food.id)}
                    state={inPageNavigation()}
                    onClick={() => onRemove(food.id)}
                  >
                    Remove
                    <VisuallyHidden> {`${food.brand} ${food.name}`}</VisuallyHidden>
                  </ButtonLink>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {compareRows(dog).map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {columns.map((column) => {
                  const cell = row.cell(column);
                  return (
                    <td key={column.food.id}>
                      {cell.text}
                      {cell.estimate ? <Estimate>(estimate)</Estimate> : null}
                      {cell.source ? <Source>{cell.source}</Source> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </Frame>
  );
}
