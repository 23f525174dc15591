import { waitText } from '@gentlebowl/contracts';
import type { ToastOptions } from '../toasts/use-toast';

// A refusal is the API's 429: the request was fine, but this visitor has used up a budget and must
// wait (Retry-After) before asking again. Visitors read it as a sentence with the wait in minutes or
// hours; the status code stays a machine word.

/** The status of a refusal: too many requests from this client for now. */
const REFUSED_STATUS = 429;

/** The wait a response asked for in its Retry-After header. */
export interface RetryWait {
  /** The wait as the response gave it, in seconds. */
  seconds: number;
  /** When the wait is over, in milliseconds since the epoch. An absolute time survives the trip
   * from the shell's server to the browser, or a page rendered a while ago, where a count of
   * seconds would start again. */
  until: number;
}

/**
 * The wait of a Retry-After header received at `now`: either a count of seconds or an HTTP date
 * (RFC 9110, section 10.2.3). Undefined when the header is missing or says neither.
 */
export function retryWaitOf(header: string | null | undefined, now: number): RetryWait | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) {
    const seconds = Number(value);
    return { seconds, until: now + seconds * 1000 };
  }
  // Every HTTP date format starts with the day's name; anything else Date.parse might still read.
  const date = /^[A-Za-z]/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  const seconds = Math.max(0, Math.ceil((date - now) / 1000));
  return { seconds, until: now + seconds * 1000 };
}

/** What a refusal tells the visitor's page: how long to wait, when the response said. */
export interface Refusal {
  wait: RetryWait | undefined;
}

/** The refusal an API error stands for (a 429 from the base query), or undefined for any other. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, retryAfter } = error as { status?: unknown; retryAfter?: RetryWait };
  return status === REFUSED_STATUS ? { wait: retryAfter } : undefined;
}

const SECOND_MS = 1000;

/** "in a minute", "in about 7 minutes", "in about an hour": the wait as the API's own 429 words it. */
export function waitPhrase(waitMs: number): string {
  return `in ${waitText(waitMs)}`;
}

const REFUSAL_REASON = 'We have received too many requests from your internet connection.';

/** The sentence a visitor reads for a refusal with `waitMs` left (undefined: no wait was given). */
export function refusalSentence(waitMs: number | undefined): string {
  const when = waitMs === undefined ? 'later' : waitPhrase(waitMs);
  return `${REFUSAL_REASON} Please try again ${when}.`;
}

/**
 * The sentence for an error that is a refusal, with the wait as the response gave it (the moment
 * it arrived), or undefined for any other error, which keeps its own wording.
 */
export function refusalMessage(error: unknown): string | undefined {
  const refusal = refusalOf(error);
  if (!refusal) return undefined;
  return refusalSentence(refusal.wait && refusal.wait.seconds * SECOND_MS);
}

/**
 * A form's failure toast for `error`: its own title, and for a refusal the sentence with the wait
 * in place of the spec's "Please try again" words, which would send the visitor straight into the
 * next refusal.
 */
export function failureToast(toast: ToastOptions, error: unknown): ToastOptions {
  const refusal = refusalMessage(error);
  return refusal === undefined ? toast : { ...toast, description: refusal };
}
