/** The part of a fetch Response the platform's base query reads. jsdom has no Response class. */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
}

export function jsonReply(body: unknown, status = 200): FakeResponse {
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => JSON.stringify(body) };
}

export function errorReply(status: number, statusText: string, body = ''): FakeResponse {
  return { ok: false, status, statusText, text: async () => body };
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
