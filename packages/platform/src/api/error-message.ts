function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * The human-readable message of anything a query, mutation or `unwrap()` can reject with: the
 * base query's `{ status, message }`, a serialized error, an `Error`, or a string. Returns
 * `fallback` (empty by default) when there is no message, so callers can supply their own wording.
 */
export function errorMessage(error: unknown, fallback = ''): string {
  const message = messageOf(error)?.trim();
  return message ? message : fallback;
}

/** Spec section 8: a failed response's message is its status code, a colon and a space, then the
 * body's text (or the status text). */
export function statusMessage(status: number, text: string): string {
  return `${status}: ${text}`;
}

const STATUS_PREFIX = /^\d{3}:\s*/;

/**
 * The message for a page to show its reader: `errorMessage` without the status code in front
 * (spec section 8: "Specific server error codes are not shown"), or `fallback`.
 */
export function readerMessage(error: unknown, fallback = ''): string {
  return errorMessage(error).replace(STATUS_PREFIX, '').trim() || fallback;
}
