/** `text` as a regular expression that matches it literally (a food's name or a post's title in an accessible name). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
