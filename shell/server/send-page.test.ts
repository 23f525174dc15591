/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer, htmlSecurityHeaders } from '@gentlebowl/serve';
import { listenOnEphemeralPort, rawRequest } from '@gentlebowl/serve/testing';
import type { FastifyInstance } from 'fastify';
import { CONSENT_COOKIE, THEME_COOKIE } from '../src/shared/visitor-preferences';
import { PageBody } from './rendered-pages';
import { type PageVisitor, sendPage } from './send-page';

const NEUTRAL_HTML = `<!doctype html><html lang="en"><head><title>Privacy Policy | Gentle Bowl</title></head><body><div id="root"><h1>Privacy Policy</h1>${'<p>We keep what you tell us private.</p>'.repeat(40)}</div></body></html>`;
const body = new PageBody(NEUTRAL_HTML, true);
/** The page as a first-time visitor receives it: the default theme, no cookie decision. */
const HTML = NEUTRAL_HTML.replace('<html lang="en">', '<html class="light" lang="en">');
/** A visitor who has chosen nothing yet. */
const FIRST_VISIT: PageVisitor = { cookies: {}, personal: false };
const DARK_AND_DECIDED: PageVisitor = {
  cookies: { [THEME_COOKIE]: 'dark', [CONSENT_COOKIE]: 'necessary.preferences.analytics.2026-11-01' },
  personal: false,
};
const SECURITY_HEADERS = htmlSecurityHeaders({ remoteOrigins: ['http://tools.example'] });

describe('sendPage', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = createServer({ name: 'shell', logLevel: 'silent' });
    app.get('/privacy', (request, reply) => sendPage(request, reply, body, 200, SECURITY_HEADERS, FIRST_VISIT));
    app.get('/privacy-dark', (request, reply) => sendPage(request, reply, body, 200, SECURITY_HEADERS, DARK_AND_DECIDED));
    app.get('/no-such-page', (request, reply) => sendPage(request, reply, body, 404, SECURITY_HEADERS, FIRST_VISIT));
    app.get('/personal', (request, reply) => sendPage(request, reply, body, 200, SECURITY_HEADERS, { ...FIRST_VISIT, personal: true }));
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
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name]).toBe(value);
  });

  it('asks browsers to keep to HTTPS only for a page asked for over HTTPS through a trusted proxy', async () => {
    const behindProxy = createServer({ name: 'shell', logLevel: 'silent', trustedProxies: ['127.0.0.1'] });
    behindProxy.get('/privacy', (request, reply) => sendPage(request, reply, body, 200, SECURITY_HEADERS, FIRST_VISIT));
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

  it('sends a visitor who chose dark and decided on cookies the same page with those marks on <html>, as a copy of its own', async () => {
    const first = await get('/privacy');
    const response = await get('/privacy-dark');
    expect(response.body.toString()).toBe(
      NEUTRAL_HTML.replace('<html lang="en">', '<html class="dark" data-consent="necessary preferences analytics" lang="en">'),
    );
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    expect(response.headers.etag).not.toBe(first.headers.etag);
    // The copy the first-time visitor's browser holds is not "not modified" for this visitor.
    const revalidated = await get('/privacy-dark', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(200);
  });

  it('answers 304 without a body when the browser holds the page, its ETag weak, bare or in a list', async () => {
    const { headers } = await get('/privacy');
    const etag = String(headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    for (const ifNoneMatch of [etag, etag.slice(2), `"older", ${etag}`, '*']) {
      const response = await get('/privacy', { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect(response.status).toBe(304);
      expect(response.body).toHaveLength(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('says how the page was rendered in a Server-Timing header when it was rendered for this request, and only then', async () => {
    const serverTiming = 'render;dur=41.7;desc="1 render"';
    const rendered = createServer({ name: 'shell', logLevel: 'silent' });
    rendered.get('/privacy', (request, reply) =>
      sendPage(request, reply, body.renderedFor(serverTiming), 200, SECURITY_HEADERS, FIRST_VISIT),
    );
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
    const { headers } = await get('/privacy');
    for (const ifNoneMatch of [String(headers.etag), '*']) {
      const response = await get('/no-such-page', { 'if-none-match': ifNoneMatch });
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe(HTML);
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('sends a page that shows what the visitor typed as theirs alone: private, never stored, without a validator', async () => {
    const { headers } = await get('/privacy');
    const response = await get('/personal', { 'if-none-match': String(headers.etag) });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(HTML);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});
