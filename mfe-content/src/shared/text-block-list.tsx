import type { TextBlock } from './text-blocks';

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
