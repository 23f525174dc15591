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
