/**
 * JSON to place inside an inline <script> element (JSON-LD, the server's handoff): nothing in the
 * data can close the element or open a comment (`<`, `>` escaped), and the line separators some
 * parsers treat as line ends are escaped too. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
