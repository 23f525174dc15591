import styled from '@emotion/styled';
import { keepRangesTogether } from '@gentlebowl/ui';
import type { TextBlock } from './text-blocks';

/**
 * Text that runs as paragraphs, lists and a closing link, a line's gap between each. The reset and
 * the gap have the same weight (one class, one element), so the gap, written after, holds: a reset
 * on `p` would outweigh it and run the paragraphs together.
 */
export const TextFlow = styled.div(({ theme }) => ({
  '& > *': { margin: 0 },
  '& > * + *': { marginTop: theme.space(3) },
  '& ul': { paddingInlineStart: theme.space(6) },
  '& li + li': { marginTop: theme.space(1.5) },
}));

/** Editorial sentences as the items of the list around them (a `ul` or an `ol`), no range of
 * figures ("24-48 hours") split across lines. */
export function TextItems({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((item) => (
        <li key={item}>{keepRangesTogether(item)}</li>
      ))}
    </>
  );
}

/** Renders editorial text blocks as paragraphs and bulleted lists, no range of figures split across lines. */
export function TextBlockList({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{keepRangesTogether(block)}</p>
        ) : (
          <ul key={block.list.join('|')}>
            <TextItems items={block.list} />
          </ul>
        ),
      )}
    </>
  );
}
