import { STATUS_CODES } from 'node:http';
import type { ApiAnswer, ApiTransport } from '@gentlebowl/platform';
import { request } from 'undici';

/** A header of undici's answer as `Headers.get` gives it: repeated values joined by commas. */
function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The server renderer's requests to the API, over undici's kept-alive connections without `fetch`'s
 * web streams, which cost each request about 0.4 ms more CPU (measured against /api/dog-foods: 1.11
 * against 0.71 ms a request). The body is read whole before the answer is handed over, so a
 * connection is never left holding one nobody reads.
 */
export const undiciTransport: ApiTransport = async (url, { method, headers, body, signal }) => {
  const answer = await request(url, { method, signal, ...(headers ? { headers } : {}), ...(body === undefined ? {} : { body }) });
  const text = await answer.body.text();
  return {
    status: answer.statusCode,
    statusText: STATUS_CODES[answer.statusCode] ?? '',
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    headers: { get: (name) => headerValue(answer.headers, name) },
    text: () => Promise.resolve(text),
  } satisfies ApiAnswer;
};
