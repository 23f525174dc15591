/**
 * Editorial text as data: a paragraph, or a bulleted list. Pages render the blocks; structured data
 * needs the same words as plain text, so both read one source.
 */
export type TextBlock = string | { readonly list: readonly string[] };

/** The blocks as plain text: paragraphs apart by a blank line, list items one per line. */
export function textBlocksToPlainText(blocks: readonly TextBlock[]): string {
  return blocks
    .map((block) => (typeof block === 'string' ? block : block.list.map((item) => `- ${item}`).join('\n')))
    .join('\n\n');
}
