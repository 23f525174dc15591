/** @jest-environment node */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BODY_LIMIT_BYTES } from '@gentlebowl/contracts';
import { createServer } from '@gentlebowl/serve';
import { listenOnEphemeralPort, rawRequest } from '@gentlebowl/serve/testing';
import type { FastifyInstance } from 'fastify';
import { apiProxy } from './api-proxy';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for the API: records what reaches it; `/api/silent` never answers. */
async function startFakeApi(): Promise<{ url: URL; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      if (request.url === '/api/silent') return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ bytes: Buffer.concat(chunks).length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function startProxy(apiUrl: URL, { trustedProxies = [] as string[], timeoutMs = 10_000 } = {}) {
  const app: FastifyInstance = createServer({ name: 'shell-test', trustedProxies, logLevel: 'silent' });
  await app.register(apiProxy, { apiUrl, timeoutMs, bodyLimitBytes: API_BODY_LIMIT_BYTES });
  return { app, base: await listenOnEphemeralPort(app) };
}

const json = (body: Buffer) => JSON.parse(body.toString()) as Record<string, unknown>;

describe('the /api proxy', () => {
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  beforeAll(async () => {
    api = await startFakeApi();
    proxy = await startProxy(api.url, { timeoutMs: 500 });
  });
  afterAll(async () => {
    await proxy.app.close();
    await api.close();
  });
  beforeEach(() => {
    api.received.length = 0;
  });

  describe('client address', () => {
    it("tells the API each visitor's own address", async () => {
      await rawRequest(`${proxy.base}/api/echo`, { localAddress: '127.0.0.1' });
      await rawRequest(`${proxy.base}/api/echo`, { localAddress: '127.0.0.2' });
      expect(api.received.map(({ headers }) => headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.2']);
    });

    it('drops forwarding headers a client made up, so no visitor can pass for another', async () => {
      await rawRequest(`${proxy.base}/api/newsletter-subscribe`, {
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '10.1.2.3',
          forwarded: 'for=10.1.2.3',
          'x-real-ip': '10.1.2.3',
          'x-forwarded-host': 'evil.test',
          'x-forwarded-proto': 'https',
        },
        body: '{"email":"x@example.com"}',
      });
      const [{ headers }] = api.received as [Received];
      expect(headers['x-forwarded-for']).toBe('127.0.0.2');
      expect(headers.forwarded).toBeUndefined();
      expect(headers['x-real-ip']).toBeUndefined();
      expect(headers['x-forwarded-proto']).toBe('http');
      expect(headers['x-forwarded-host']).toBe(new URL(proxy.base).host);
    });

    it('tells the API only the client a trusted proxy in front of the shell reports', async () => {
      const behindBalancer = await startProxy(api.url, { trustedProxies: ['127.0.0.1'] });
      try {
        await rawRequest(`${behindBalancer.base}/api/echo`, {
          localAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' },
        });
        // 203.0.113.7 is the client the balancer saw; 10.9.9.9 is what that client claimed. The
        // API trusts the shell alone, so the balancer's address would be the client it counts.
        expect(api.received[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
      } finally {
        await behindBalancer.app.close();
      }
    });

    it('does not believe an untrusted peer even when trusted proxies are configured', async () => {
      const behindBalancer = await startProxy(api.url, { trustedProxies: ['127.0.0.1'] });
      try {
        await rawRequest(`${behindBalancer.base}/api/echo`, { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '10.1.2.3' } });
        expect(api.received[0]?.headers['x-forwarded-for']).toBe('127.0.0.2');
      } finally {
        await behindBalancer.app.close();
      }
    });
  });

  it('forwards method, path, query and body unchanged', async () => {
    const body = JSON.stringify({ dogName: 'Rex', symptoms: ['gas'] });
    const response = await rawRequest(`${proxy.base}/api/recommendations?ref=home`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(api.received[0]).toMatchObject({ method: 'POST', url: '/api/recommendations?ref=home' });
    expect(api.received[0]?.body.toString()).toBe(body);
    expect(api.received[0]?.headers['content-type']).toBe('application/json');
  });

  it("keeps the API's health probe to operators: 404 here, and the API is not asked", async () => {
    for (const url of ['/api/health', '/api/health?verbose=1']) {
      const response = await rawRequest(`${proxy.base}${url}`);
      expect(response.status).toBe(404);
      expect(json(response.body)).toEqual({ statusCode: 404, error: 'Not Found', message: '/api/health is not served here.' });
    }
    expect(api.received).toEqual([]);
  });

  it("answers 504 in the API's error shape when the API does not answer within the limit", async () => {
    const started = Date.now();
    const response = await rawRequest(`${proxy.base}/api/silent`);
    expect(response.status).toBe(504);
    expect(json(response.body)).toEqual({
      statusCode: 504,
      error: 'Gateway Timeout',
      message: 'The service did not answer in time. Please try again shortly.',
    });
    // The proxy's limit is 0.5 s here; the bound only rules out waiting on the API indefinitely.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 502 as JSON when the API cannot be reached', async () => {
    const gone = await startFakeApi();
    await gone.close();
    const orphan = await startProxy(gone.url);
    try {
      const response = await rawRequest(`${orphan.base}/api/dog-foods`);
      expect(response.status).toBe(502);
      expect(json(response.body)).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'The service is unavailable right now. Please try again shortly.',
      });
    } finally {
      await orphan.app.close();
    }
  });

  describe("a body over the API's limit", () => {
    const twoMegabytes = Buffer.alloc(2 * 1024 * 1024, 'a');

    it('is refused with 413 and the connection closed, without reaching the API', async () => {
      const response = await rawRequest(`${proxy.base}/api/recommendations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: twoMegabytes,
      });
      expect(response.status).toBe(413);
      expect(response.headers.connection).toBe('close');
      expect(json(response.body)).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: `Request body is too large: the limit is ${API_BODY_LIMIT_BYTES} bytes (16 KiB).`,
      });
      expect(api.received).toEqual([]);
    });

    it('is refused with 413 when sent in chunks without a length', async () => {
      const response = await rawRequest(`${proxy.base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        body: twoMegabytes,
      });
      expect(response.status).toBe(413);
      expect(api.received).toEqual([]);
    });

    it('passes a body at the limit', async () => {
      const response = await rawRequest(`${proxy.base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(API_BODY_LIMIT_BYTES, 'a'),
      });
      expect(json(response.body)).toEqual({ bytes: API_BODY_LIMIT_BYTES });
    });
  });
});
