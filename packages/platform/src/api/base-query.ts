import { API_UNAVAILABLE_MESSAGE } from '@gentlebowl/contracts';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { type RetryWait, retryWaitOf } from './refusal';
import { statusMessage } from './error-message';

/** A request: a bare URL means GET without a payload. */
export type AppRequest = string | { url: string; method?: string; body?: unknown };

/**
 * `status` is the HTTP status for a non-successful response, or a marker when no usable response
 * arrived. `message` follows spec section 8: "<status>: <body text or status text>", where the text of
 * the API's JSON error body is its `message`. `retryAfter` is the wait a response's Retry-After asked
 * for (a refusal's, see refusal.ts), so every caller can word it.
 */
export interface AppQueryError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  message: string;
  retryAfter?: RetryWait;
}

/** What the base query reads of the API's answer: a `Response` has it. */
export interface ApiAnswer {
  status: number;
  statusText: string;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** A request as the base query makes it: `fetch`'s arguments, of which it uses these. */
export interface ApiRequestInit {
  method: string;
  credentials: 'include';
  signal: AbortSignal;
  headers?: Record<string, string>;
  body?: string;
}

/** How requests reach the API: `fetch` in the browser; the shell's server passes a lighter HTTP
 * client of its own (see AppRequestContext.transport). */
export type ApiTransport = (url: string, init: ApiRequestInit) => Promise<ApiAnswer>;

export interface AppQueryExtraOptions {
  /** 'error' (default): a 401 is an error like any other. 'returnNull': a 401 yields `null` data. */
  on401?: 'error' | 'returnNull';
}

/** What the store hands every request (its thunk's extra argument). */
export interface AppRequestContext {
  /** The API's origin, for requests made outside a browser page (the shell's server). In the
   * browser requests go to the page's own origin, whose /api the shell proxies. */
  apiOrigin?: string;
  /**
   * Set by the shell's server once a page's loader has settled: the page's one render then starts
   * no request (RTK Query would retry a failed query while rendering), so it shows what the loader
   * learned, a not-found view included.
   */
  dataSettled?: boolean;
  /** Told of each query the page asked for after its data was settled: data its loader does not
   * load, which the page then renders as loading for the browser to fetch. */
  onQueryAfterSettled?: (endpointName: string) => void;
  /**
   * The visitor a server-side request is made for (the address the shell resolved for them), sent
   * as X-Forwarded-For, which the API believes from the shell's address only: the API's rate limits
   * and logs then count the visitor, not the shell. Never set in the browser.
   */
  visitorAddress?: string;
  /** Aborts the server's requests when its page may wait no longer (the render's deadline). */
  deadline?: AbortSignal;
  /** Told of each answer the API gave, by the path asked for (`/api/dog-foods/1`): the shell's
   * server learns from its loader's answer whether the record a page names exists. */
  onResponse?: (url: string, status: number) => void;
  /** How the requests are made; `fetch` when not given. The shell's server renders many pages a
   * second, each asking the API, and `fetch`'s web streams cost it more CPU per request than a
   * plain HTTP client's answer does. */
  transport?: ApiTransport;
}

function requestUrl(url: string, context: AppRequestContext | undefined): string {
  const apiOrigin = context?.apiOrigin;
  return apiOrigin ? new URL(url, apiOrigin).href : url;
}

function requestHeaders(hasPayload: boolean, context: AppRequestContext | undefined): Record<string, string> | undefined {
  const headers: Record<string, string> = {
    ...(hasPayload ? { 'Content-Type': 'application/json' } : {}),
    ...(context?.visitorAddress ? { 'X-Forwarded-For': context.visitorAddress } : {}),
  };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

function describeThrown(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

/** The words of an error body: the API's JSON errors carry them in `message`; any other body is
 * its own text. Raw JSON would mean nothing to the person reading the toast. */
function errorBodyText(bodyText: string): string {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return bodyText;
}

function parseJsonBody(bodyText: string): unknown {
  return bodyText === '' ? null : JSON.parse(bodyText);
}

/**
 * The one HTTP client of every frontend (spec section 7): cookies always travel, a JSON content type
 * and body are sent only with a payload, and there are no retries (callers decide what a failure means).
 */
export const appBaseQuery: BaseQueryFn<AppRequest, unknown, AppQueryError, AppQueryExtraOptions> =
  async (request, api, extraOptions) => {
    const context = api.extra as AppRequestContext | undefined;
    if (context?.dataSettled) {
      return { error: { status: 'FETCH_ERROR', message: 'Not requested: the page was already rendered with its data' } };
    }
    const { url, method = 'GET', body } = typeof request === 'string' ? { url: request } : request;
    const hasPayload = body !== undefined;

    const headers = requestHeaders(hasPayload, context);
    const transport: ApiTransport = context?.transport ?? fetch;
    let response: ApiAnswer;
    try {
      response = await transport(requestUrl(url, context), {
        method,
        credentials: 'include',
        signal: context?.deadline ? AbortSignal.any([api.signal, context.deadline]) : api.signal,
        ...(headers ? { headers } : {}),
        ...(hasPayload ? { body: JSON.stringify(body) } : {}),
      });
    } catch (thrown) {
      // The shell's server reaching no API fails as the browser does through the shell's proxy.
      if (context?.apiOrigin && !context.deadline?.aborted && !api.signal.aborted) {
        return { error: { status: 502, message: statusMessage(502, API_UNAVAILABLE_MESSAGE) } };
      }
      return { error: { status: 'FETCH_ERROR', message: describeThrown(thrown) } };
    }

    context?.onResponse?.(url, response.status);

    if (response.status === 401 && extraOptions?.on401 === 'returnNull') {
      return { data: null };
    }

    let bodyText: string;
    try {
      bodyText = await response.text();
    } catch (thrown) {
      return { error: { status: 'FETCH_ERROR', message: describeThrown(thrown) } };
    }

    if (!response.ok) {
      const retryAfter = retryWaitOf(response.headers.get('Retry-After'), Date.now());
      return {
        error: {
          status: response.status,
          message: statusMessage(response.status, errorBodyText(bodyText) || response.statusText),
          ...(retryAfter ? { retryAfter } : {}),
        },
      };
    }

    try {
      return { data: parseJsonBody(bodyText) };
    } catch (thrown) {
      return {
        error: { status: 'PARSING_ERROR', message: statusMessage(response.status, describeThrown(thrown)) },
      };
    }
  };
