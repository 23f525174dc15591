import styled from '@emotion/styled';
import { FIGURE_RANGE } from '@gentlebowl/contracts';
import type { ReactNode } from 'react';

/** Text that stays on one line, such as "non-essential" or a price band: a span, so the words read,
 * copy and search as they are written. */
export const Unbroken = styled.span({ whiteSpace: 'nowrap' });

/**
 * Text whose ranges of figures ("24-48", "$50 - $100": contracts' FIGURE_RANGE) never break across
 * lines. Each range is wrapped in an Unbroken span; the text itself is unchanged (the spec's labels
 * stay exact strings), and text without a range is handed back as it is.
 */
export function keepRangesTogether(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const range of text.matchAll(FIGURE_RANGE)) {
    parts.push(text.slice(rest, range.index), <Unbroken key={range.index}>{range[0]}</Unbroken>);
    rest = range.index + range[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(rest));
  return parts;
}
