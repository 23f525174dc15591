import type { AppQueryError } from '../api/base-query';
import type { AppDispatch } from '../store/app-store';

// A page's action: what the shell's server runs when a visitor's browser sends one of the page's
// forms without scripts (a POST to the page's own address, application/x-www-form-urlencoded). The
// same form, enhanced by scripts, sends the same request through the same endpoint in the browser.

/** What an action is given. */
export interface PageActionArgs {
  /** The form's fields, as the browser submitted them. */
  form: URLSearchParams;
  /** The dispatch of a store whose API requests are made in the visitor's name (the address the
   * shell resolved for them): dispatch the page's own mutation through it. */
  dispatch: AppDispatch;
}

/** How a refused submission is answered: 400 the values were not valid, 429 the API refused this
 * visitor for now (Retry-After passed on), 502/503 the API failed or is unavailable. */
export type RefusedStatus = 400 | 429 | 502 | 503;

export type PageActionResult =
  /** Sent: the browser is sent back to the page (303) with `query` (parameters the route declares,
   * which tell the page to show its success) and an optional `hash`. */
  | { outcome: 'sent'; query: Record<string, string>; hash?: string }
  /** Refused: the page is rendered again with `data` (what was typed, the messages to show). */
  | { outcome: 'refused'; status: RefusedStatus; retryAfterSeconds?: number; data: unknown };

export type PageAction = (args: PageActionArgs) => Promise<PageActionResult>;

/**
 * The refusal an API error from a mutation stands for: its status as the visitor's answer (a 4xx
 * the form should have caught is still the visitor's 400; anything else a failure of the service),
 * and a refusal's Retry-After.
 */
export function refusedByApi(error: unknown, data: unknown): PageActionResult {
  const { status, retryAfter } = (error ?? {}) as Partial<AppQueryError>;
  if (status === 429) {
    return { outcome: 'refused', status: 429, data, ...(retryAfter ? { retryAfterSeconds: retryAfter.seconds } : {}) };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) return { outcome: 'refused', status: 400, data };
  return { outcome: 'refused', status: status === 503 ? 503 : 502, data };
}
