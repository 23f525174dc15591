import { tooManyRequestsMessage } from '@gentlebowl/contracts';

/** The part of a fetch Response the platform's base query reads. jsdom has no Response class. */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get: (name: string) => string | null };
  text: () => Promise<string>;
}

/** Headers looked up by name in any case, as fetch's Headers are. */
function fakeHeaders(values: Readonly<Record<string, string>> = {}): FakeResponse['headers'] {
  const byName = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name) => byName.get(name.toLowerCase()) ?? null };
}

export function jsonReply(body: unknown, status = 200): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: fakeHeaders(),
    text: async () => JSON.stringify(body),
  };
}

/** A reply with nothing in its body, such as a 204. */
export function emptyReply(status: number, statusText: string): FakeResponse {
  return { ok: status >= 200 && status < 300, status, statusText, headers: fakeHeaders(), text: async () => '' };
}

export function errorReply(status: number, statusText: string, body = ''): FakeResponse {
  return { ok: false, status, statusText, headers: fakeHeaders(), text: async () => body };
}

/** The API's refusal (services/src/common/rate-limits.ts): a 429 with Retry-After and its JSON body. */
export function refusedReply(retryAfterSeconds: number): FakeResponse {
  const message = tooManyRequestsMessage(retryAfterSeconds);
  return {
    ...errorReply(429, 'Too Many Requests', JSON.stringify({ statusCode: 429, message })),
    headers: fakeHeaders({ 'Retry-After': String(retryAfterSeconds) }),
  };
}

export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch with a mock for the test; `sent()` lists the requests with their parsed bodies. */
export function installFetchMock() {
  const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
  global.fetch = fetchMock as unknown as typeof fetch;
  const sent = (): SentRequest[] =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
  return { fetchMock, sent };
}
