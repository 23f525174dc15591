/** A figure as the site writes one: "24", "1.5", "1/2", "25%", "$50". */
const FIGURE = String.raw`\$?\d+(?:[./]\d+)?%?`;

/**
 * Two figures joined by a hyphen or a spaced hyphen: "24-48", "25-30%", "$50 - $100". Browsers may
 * end a line after a hyphen, which on a phone leaves "more than 24-" at one line's end and "48 hours"
 * below it, so the site keeps every range on one line: ui's `keepRangesTogether` in text a page
 * renders, `keepRangesTogetherInHtml` in a post's body. Global, so read it with `matchAll` or
 * `replace`, which start afresh; `test` and `exec` would carry `lastIndex` from one text to the next.
 */
export const FIGURE_RANGE = new RegExp(`${FIGURE}(?:-| - )${FIGURE}`, 'g');

/** The class that marks a range in a post's HTML; the post's styles keep it on one line. */
export const UNBROKEN_CLASS = 'unbroken';

/** An HTML tag, as the sanitizer writes them (a `>` inside an attribute is written `&gt;`). */
const TAG = /(<[^>]*>)/;

/**
 * Sanitized HTML with each range of figures in its text wrapped in `<span class="unbroken">`. Only
 * text between tags changes, so the words read, copy and search as they are written.
 */
export function keepRangesTogetherInHtml(html: string): string {
  return html
    .split(TAG)
    .map((part) =>
      part.startsWith('<') ? part : part.replace(FIGURE_RANGE, (range) => `<span class="${UNBROKEN_CLASS}">${range}</span>`),
    )
    .join('');
}
