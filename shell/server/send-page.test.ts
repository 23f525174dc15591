/** @jest-environment node */
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createServer, htmlSecurityHeaders } from '@gentlebowl/serve';
import { listenOnEphemeralPort, rawRequest } from '@gentlebowl/serve/testing';
import type { FastifyInstance } from 'fastify';
import type { PageBody } from './rendered-pages';
import { sendPage } from './send-page';

const HTML = `<!doctype html><html><head><title>Privacy Policy | Gentle Bowl</title></head><body><div id="root"><h1>Privacy Policy</h1>${'<p>We keep what you tell us private.</p>'.repeat(40)}</div></body></html>`;
const page: PageBody = {
  html: Buffer.from(HTML),
  br: brotliCompressSync(HTML),
  gzip: gzipSync(HTML),
  etag: 'W/"privacy-page-1"',
  complete: true,
};
const SECURITY_HEADERS = htmlSecurityHeaders({ remoteOrigins: ['http://tools.example'] });

describe('sendPage', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = createServer({ name: 'shell', logLevel: 'silent' });
    app.get('/privacy', (request, reply) => sendPage(request, reply, page, 200, SECURITY_HEADERS));
    app.get('/no-such-page', (request, reply) => sendPage(request, reply, page, 404, SECURITY_HEADERS));
    base = await listenOnEphemeralPort(app);
  });

  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => rawRequest(`${base}${url}`, { headers });

  it.each([
    ['/privacy', 200],
    ['/no-such-page', 404],
  ])('sends %s as HTML with status %i, revalidated on every visit, with the security headers', async (url, status) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.body.toString()).toBe(HTML);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name]).toBe(value);
  });

  it('asks browsers to keep to HTTPS only for a page asked for over HTTPS through a trusted proxy', async () => {
    const behindProxy = createServer({ name: 'shell', logLevel: 'silent', trustedProxies: ['127.0.0.1'] });
    behindProxy.get('/privacy', (request, reply) => sendPage(request, reply, page, 200, SECURITY_HEADERS));
    const proxied = await listenOnEphemeralPort(behindProxy);
    try {
      const overHttps = await rawRequest(`${proxied}/privacy`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
      const overHttp = await rawRequest(`${proxied}/privacy`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    // A client that is not a trusted proxy cannot claim HTTPS.
    const claimed = await get('/privacy', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('sends the copy a browser accepting "%s" can read (%s), with its own length', async (accepted, encoding, decode) => {
    const response = await get('/privacy', { 'accept-encoding': accepted });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(HTML.length);
    expect(decode(response.body).toString()).toBe(HTML);
  });

  it('sends the plain HTML to a client that accepts neither brotli nor gzip', async () => {
    const response = await get('/privacy', { 'accept-encoding': 'deflate, identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(HTML);
  });

  it('answers 304 without a body when the browser holds the page, its ETag weak, bare or in a list', async () => {
    const { headers } = await get('/privacy');
    expect(headers.etag).toBe(page.etag);
    for (const ifNoneMatch of [page.etag, '"privacy-page-1"', `"older", ${page.etag}`, '*']) {
      const response = await get('/privacy', { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect(response.status).toBe(304);
      expect(response.body).toHaveLength(0);
      expect(response.headers.etag).toBe(page.etag);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('says how the page was rendered in a Server-Timing header when it was rendered for this request, and only then', async () => {
    const serverTiming = 'render;dur=41.7;desc="1 render"';
    const rendered = createServer({ name: 'shell', logLevel: 'silent' });
    rendered.get('/privacy', (request, reply) => sendPage(request, reply, { ...page, serverTiming }, 200, SECURITY_HEADERS));
    const renderedBase = await listenOnEphemeralPort(rendered);
    try {
      expect((await rawRequest(`${renderedBase}/privacy`)).headers['server-timing']).toBe(serverTiming);
    } finally {
      await rendered.close();
    }
    expect((await get('/privacy')).headers['server-timing']).toBeUndefined();
  });

  it('sends the whole page when the browser holds an older one', async () => {
    const response = await get('/privacy', { 'if-none-match': 'W/"privacy-page-0"' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(HTML);
  });

  it('never answers a not-found page with 304, and gives it no validator', async () => {
    for (const ifNoneMatch of [page.etag, '*']) {
      const response = await get('/no-such-page', { 'if-none-match': ifNoneMatch });
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe(HTML);
      expect(response.headers.etag).toBeUndefined();
    }
  });
});
