// How long a visitor must wait, in words: the API's 429 message and the pages that reword a refusal
// say the same wait the same way.

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_MINUTES = 60;

/**
 * "a minute", "about 7 minutes", "about an hour", "about 2 hours". Minutes are counted up, so a
 * visitor who comes back when told is never early, and a wait of a few seconds is "a minute": a page
 * that shows the wait while it runs reads it again now and then, not every second. Hours are the
 * nearest whole hour, since "about 2 hours" reads better than "about 97 minutes" and the wait is not
 * that exact anyway.
 */
export function waitText(waitMs: number): string {
  const minutes = Math.ceil(waitMs / SECOND_MS / MINUTE_S);
  if (minutes <= 1) return 'a minute';
  if (minutes < HOUR_MINUTES) return `about ${minutes} minutes`;
  const hours = Math.round(minutes / HOUR_MINUTES);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

/** The API's 429 message for a client that may ask again in `waitSeconds` (its Retry-After). */
export function tooManyRequestsMessage(waitSeconds: number): string {
  return `Too many requests. Please wait ${waitText(waitSeconds * SECOND_MS)} and try again.`;
}
