import styled from '@emotion/styled';
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

/** Renders editorial text blocks as paragraphs and bulleted lists. */
export function TextBlockList({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{block}</p>
        ) : (
          <ul key={block.list.join('|')}>
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
