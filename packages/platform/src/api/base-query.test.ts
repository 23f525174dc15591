/** @jest-environment node */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { type ApiTransport, type AppQueryExtraOptions, type AppRequest, type AppRequestContext, appBaseQuery } from './base-query';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function queryApi(extra?: AppRequestContext): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: jest.fn(),
    dispatch: jest.fn(),
    getState: jest.fn(),
    extra,
    endpoint: 'test',
    type: 'query',
  };
}

function run(request: AppRequest, extraOptions: AppQueryExtraOptions = {}) {
  return appBaseQuery(request, queryApi(), extraOptions);
}

function sentInit(): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

describe('appBaseQuery', () => {
  it('GETs a bare URL with cookies and without a content type or body', async () => {
    fetchMock.mockResolvedValue(new Response('[{"slug":"a"}]', { status: 200 }));

    const result = await run('/api/blog-posts');

    expect(result).toEqual({ data: [{ slug: 'a' }] });
    expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts', expect.anything());
    const init = sentInit();
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON content type and JSON body when a payload is given', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));

    await run({ url: '/api/newsletter-subscribe', method: 'POST', body: { email: 'a@b.co' } });

    const init = sentInit();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"email":"a@b.co"}');
  });

  it('sends no content type for a request object without a payload', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));

    await run({ url: '/api/contact', method: 'DELETE' });

    expect(sentInit().headers).toBeUndefined();
    expect(sentInit().body).toBeUndefined();
  });

  it('returns null data for an empty successful body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(run('/api/contact')).resolves.toEqual({ data: null });
  });

  it("reads the message of the API's JSON error body, never shows raw JSON", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly.' }), {
        status: 503,
      }),
    );
    await expect(run({ url: '/api/contact', method: 'POST', body: {} })).resolves.toEqual({
      error: { status: 503, message: '503: Try again shortly.' },
    });
  });

  it('reports a failed response as "<status>: <body text>"', async () => {
    fetchMock.mockResolvedValue(
      new Response('Email already subscribed', { status: 409, statusText: 'Conflict' }),
    );
    await expect(run({ url: '/api/newsletter-subscribe', method: 'POST', body: {} })).resolves.toEqual({
      error: { status: 409, message: '409: Email already subscribed' },
    });
  });

  it('reports a failed response with an empty body as "<status>: <status text>"', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(run('/api/blog-posts')).resolves.toEqual({
      error: { status: 503, message: '503: Service Unavailable' },
    });
  });

  it("carries a refusal's wait, as seconds and as the time it ends, beside the spec's message", async () => {
    const now = Date.UTC(2026, 4, 12, 9, 0, 0);
    jest.spyOn(Date, 'now').mockReturnValue(now);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 429, message: 'Too many requests. Please wait about 7 minutes and try again.' }), {
        status: 429,
        headers: { 'Retry-After': '420' },
      }),
    );

    await expect(run({ url: '/api/contact', method: 'POST', body: {} })).resolves.toEqual({
      error: {
        status: 429,
        message: '429: Too many requests. Please wait about 7 minutes and try again.',
        retryAfter: { seconds: 420, until: now + 420_000 },
      },
    });
  });

  it('carries no wait when the failure named none', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 429, statusText: 'Too Many Requests' }));
    const result = await run('/api/recommendations');
    expect(result.error).toEqual({ status: 429, message: '429: Too Many Requests' });
  });

  it('treats a 401 as an error by default', async () => {
    fetchMock.mockResolvedValue(new Response('Not signed in', { status: 401, statusText: 'Unauthorized' }));
    await expect(run('/api/blog-posts')).resolves.toEqual({
      error: { status: 401, message: '401: Not signed in' },
    });
  });

  it("turns a 401 into null data in the 'returnNull' mode", async () => {
    fetchMock.mockResolvedValue(new Response('Not signed in', { status: 401, statusText: 'Unauthorized' }));
    await expect(run('/api/blog-posts', { on401: 'returnNull' })).resolves.toEqual({ data: null });
  });

  it('still reports other failures in the returnNull mode', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(run('/api/blog-posts', { on401: 'returnNull' })).resolves.toEqual({
      error: { status: 500, message: '500: boom' },
    });
  });

  it('reports a network failure as FETCH_ERROR and does not retry', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(run('/api/blog-posts')).resolves.toEqual({
      error: { status: 'FETCH_ERROR', message: 'Failed to fetch' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a server error', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await run('/api/recommendations');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a successful response that is not JSON as a parsing error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    const result = await run('/api/blog-posts');
    expect(result.error).toEqual({ status: 'PARSING_ERROR', message: expect.stringMatching(/^200: /) });
  });

  describe("on the shell's server", () => {
    it('sends the visitor the request is made for as X-Forwarded-For, to the API origin', async () => {
      fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));

      await appBaseQuery(
        { url: '/api/recommendations', method: 'POST', body: {} },
        queryApi({ apiOrigin: 'http://api:3000', visitorAddress: '203.0.113.7' }),
        {},
      );

      expect(fetchMock).toHaveBeenCalledWith('http://api:3000/api/recommendations', expect.anything());
      expect(sentInit().headers).toEqual({ 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' });
    });

    it('reports an API it cannot reach as the browser hears it from the shell\'s proxy', async () => {
      fetchMock.mockRejectedValue(new TypeError('fetch failed'));

      await expect(appBaseQuery('/api/contact', queryApi({ apiOrigin: 'http://api:3000' }), {})).resolves.toEqual({
        error: { status: 502, message: '502: The service is unavailable right now. Please try again shortly.' },
      });
    });

    it("tells the server of each answer's status, by the path asked for", async () => {
      const onResponse = jest.fn();
      fetchMock.mockResolvedValueOnce(new Response('{"message":"Not found"}', { status: 404 }));
      fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));

      await appBaseQuery('/api/dog-foods/999', queryApi({ apiOrigin: 'http://api:3000', onResponse }), {});
      await appBaseQuery('/api/dog-foods/1', queryApi({ apiOrigin: 'http://api:3000', onResponse }), {});

      expect(onResponse.mock.calls).toEqual([
        ['/api/dog-foods/999', 404],
        ['/api/dog-foods/1', 200],
      ]);
    });

    it('gives up on a request when the render may wait no longer', async () => {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      const deadline = new AbortController();

      const result = appBaseQuery('/api/blog-posts', queryApi({ apiOrigin: 'http://api:3000', deadline: deadline.signal }), {});
      deadline.abort(new Error('render budget spent'));

      await expect(result).resolves.toEqual({ error: { status: 'FETCH_ERROR', message: 'render budget spent' } });
    });

    it('makes its requests with the transport it is given instead of fetch', async () => {
      const transport = jest.fn<ReturnType<ApiTransport>, Parameters<ApiTransport>>().mockResolvedValue(
        new Response('[{"slug":"a"}]', { status: 200 }),
      );

      const result = await appBaseQuery('/api/blog-posts', queryApi({ apiOrigin: 'http://api:3000', transport }), {});

      expect(result).toEqual({ data: [{ slug: 'a' }] });
      expect(transport).toHaveBeenCalledWith('http://api:3000/api/blog-posts', expect.objectContaining({ method: 'GET' }));
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
