/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listenOnEphemeralPort, rawRequest } from '@gentlebowl/serve/testing';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, SubmitPageInput, SubmittedPage } from './page-renderer-contract';
import { PAGE_FORM_LIMIT_BYTES } from './page-forms';
import { buildShellServer } from './shell-server';

const PAGE_HTML = '<!doctype html><html><head><title>Gentle Bowl</title></head><body><div id="root"></div></body></html>';
const FORM = 'application/x-www-form-urlencoded';
const SITE_ORIGIN = 'https://www.gentlebowl.example';
/** What a browser sends with a form posted from one of the site's pages. */
const FROM_THE_SITE = { 'content-type': FORM, origin: SITE_ORIGIN };

/** A renderer whose page actions answer as `answer` says, remembering what they were given. */
function rendererAnswering(answer: (input: SubmitPageInput) => SubmittedPage) {
  const submitted: SubmitPageInput[] = [];
  const renderer: PageRenderer = {
    useRemotes: () => undefined,
    render: async ({ url }) => ({
      head: '',
      body: `<h1>${url}</h1><form method="post" action="${url}"><input name="name"><button>Send</button></form>`,
      handoffScript: '',
      complete: true,
      renders: 1,
    }),
    submit: async (input) => {
      submitted.push(input);
      return answer(input);
    },
  };
  return { renderer, submitted };
}

const refusedPage = (status: 400 | 429 | 502, retryAfterSeconds?: number): SubmittedPage => ({
  kind: 'refused',
  status,
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  page: { head: '', body: '<form><input name="email" value="typed@example"></form><p>Please enter a valid email address</p>', handoffScript: '', complete: false, renders: 1 },
});

describe("a page's form sent without scripts", () => {
  let root: string;
  let app: FastifyInstance;
  let base: string;
  let answer: (input: SubmitPageInput) => SubmittedPage;
  let submitted: SubmitPageInput[];
  const post = (url: string, body: string | Buffer, headers: Record<string, string> = FROM_THE_SITE) =>
    rawRequest(`${base}${url}`, { method: 'POST', headers, body });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shell-forms-'));
    await writeFile(path.join(root, 'index.html'), PAGE_HTML);
    const fake = rendererAnswering((input) => answer(input));
    submitted = fake.submitted;
    app = await buildShellServer({
      root,
      apiUrl: new URL('http://127.0.0.1:9'),
      apiTimeoutMs: 1_000,
      trustedProxies: [],
      registry: { remotes: {}, serverRemotes: {}, site: {} },
      siteOrigin: SITE_ORIGIN,
      logLevel: 'silent',
      createRenderer: async () => fake.renderer,
    });
    base = await listenOnEphemeralPort(app);
  });

  beforeEach(() => {
    submitted.length = 0;
    answer = () => ({ kind: 'sent', location: '/contact?sent=1' });
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("runs the page's action on the form, as the visitor, and sends the browser back to the page with 303", async () => {
    const response = await post('/contact?utm_source=mail', 'name=Sam&email=sam%40example.com&message=Hello+there', {
      ...FROM_THE_SITE,
      'x-forwarded-for': '198.51.100.99',
    });

    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(submitted).toHaveLength(1);
    // The form as sent; the page's address without what the route does not read; the visitor the
    // shell resolved (its peer), never the address a client wrote in a header.
    expect(submitted[0]?.form).toBe('name=Sam&email=sam%40example.com&message=Hello+there');
    expect(submitted[0]?.url).toBe('/contact');
    expect(submitted[0]?.visitorAddress).toBe('127.0.0.1');
  });

  it('answers a refused form with the page again, what was typed in it, and the status, the visitor\'s alone and never stored', async () => {
    answer = () => refusedPage(400);
    const response = await post('/', 'email=typed%40example');

    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.body.toString()).toContain('value="typed@example"');
    expect(response.body.toString()).toContain('Please enter a valid email address');
  });

  it("passes a refusal's Retry-After on, and an outage's status", async () => {
    answer = () => refusedPage(429, 3600);
    const refused = await post('/contact', 'name=Sam');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');

    answer = () => refusedPage(502);
    const failed = await post('/contact', 'name=Sam');
    expect(failed.status).toBe(502);
    expect(failed.headers['retry-after']).toBeUndefined();
  });

  it('answers 405 for a page without a form to send, and 503 when the page code did not load', async () => {
    answer = () => ({ kind: 'no-action' });
    const noForm = await post('/privacy', 'a=1');
    expect(noForm.status).toBe(405);
    expect(noForm.headers.allow).toBe('GET, HEAD');

    answer = () => ({ kind: 'unavailable' });
    const unavailable = await post('/contact', 'a=1');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('60');
  });

  it('refuses other bodies, bodies over the limit and posts from other sites before any page code runs', async () => {
    const json = await post('/contact', '{"name":"Sam"}', { ...FROM_THE_SITE, 'content-type': 'application/json' });
    expect(json.status).toBe(415);

    const large = await post('/contact', Buffer.alloc(PAGE_FORM_LIMIT_BYTES + 1, 'a'));
    expect(large.status).toBe(413);

    const crossSite = await post('/contact', 'name=Sam', { 'content-type': FORM, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);

    expect(submitted).toHaveLength(0);
  });

  describe('from another site', () => {
    it.each([
      ['a page on another site', { origin: 'https://evil.example' }],
      ['a page without an origin of its own (a sandboxed frame, a data: page)', { origin: 'null' }],
      ["the site's address over plain HTTP", { origin: 'http://www.gentlebowl.example' }],
      ['a post the browser marks cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['a post the browser marks from another site of the same domain', { 'sec-fetch-site': 'same-site' }],
      ['a post the browser marks cross-site, whatever Origin says', { origin: SITE_ORIGIN, 'sec-fetch-site': 'cross-site' }],
    ])('refuses a form from %s with 403 and runs no action', async (_, headers) => {
      for (const page of ['/', '/contact']) {
        const response = await post(page, 'email=owner%40example.com', { 'content-type': FORM, ...headers });
        expect(response.status).toBe(403);
        expect(response.body.toString()).toBe("Forms are accepted only from the site's own pages.");
      }
      expect(submitted).toHaveLength(0);
    });

    it("accepts a form from the site's public origin, from the address the request was made to, or marked same-origin", async () => {
      const senders: Record<string, string>[] = [{ origin: SITE_ORIGIN }, { origin: base }, { 'sec-fetch-site': 'same-origin' }];
      for (const headers of senders) {
        expect((await post('/contact', 'name=Sam', { 'content-type': FORM, ...headers })).status).toBe(303);
      }
      expect(submitted).toHaveLength(3);
    });
  });

  describe("from a browser that says neither where its posts come from (no Origin, no Sec-Fetch-Site)", () => {
    /** The page as such a browser gets it: its form token, in the page's form and in a cookie. */
    async function openPage(path: string, cookie?: string) {
      const page = await rawRequest(`${base}${path}`, { headers: cookie ? { cookie } : {} });
      const field = /<input type="hidden" name="form-token" value="([\w-]+)">/.exec(page.body.toString());
      const setCookie = (page.headers['set-cookie'] ?? []).find((header) => header.startsWith('gentlebowl-form-token='));
      return { page, token: field?.[1], setCookie };
    }

    it("gives each such visitor a page with their own token in its forms, in a cookie too, kept by no cache", async () => {
      const first = await openPage('/contact');
      expect(first.page.body.toString()).toContain(
        `<form method="post" action="/contact"><input type="hidden" name="form-token" value="${first.token}"><input name="name">`,
      );
      expect(first.setCookie?.split('; ')).toEqual([`gentlebowl-form-token=${first.token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']);
      expect(first.page.headers['cache-control']).toBe('private, no-store');
      expect(first.page.headers.etag).toBeUndefined();

      const next = await openPage('/', `gentlebowl-form-token=${first.token}`);
      expect(next.token).toBe(first.token);
      expect(next.setCookie).toBeUndefined();

      const another = await openPage('/contact');
      expect(another.token).not.toBe(first.token);
    });

    it('gives a browser that says where its requests come from the page everyone gets, without a token', async () => {
      const page = await rawRequest(`${base}/contact`, { headers: { 'sec-fetch-site': 'none' } });
      expect(page.body.toString()).toContain('<form method="post" action="/contact"><input name="name">');
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    });

    it('accepts a form with the token of the page it was sent from, and hands the action the form without it', async () => {
      const { token } = await openPage('/contact');
      const response = await post('/contact', `form-token=${token}&name=Sam`, { 'content-type': FORM, cookie: `gentlebowl-form-token=${token}` });
      expect(response.status).toBe(303);
      expect(submitted.map((input) => input.form)).toEqual(['name=Sam']);
    });

    it.each([
      ['without a token', (token: string) => ({ body: 'name=Sam', cookie: `gentlebowl-form-token=${token}` })],
      ['with a token but no cookie', (token: string) => ({ body: `form-token=${token}&name=Sam`, cookie: '' })],
      ['with another visitor\'s token', (token: string) => ({ body: `form-token=${token}&name=Sam`, cookie: 'gentlebowl-form-token=A0000000000000000000000000000000' })],
    ])('refuses a form %s with 403 and runs no action', async (_, sent) => {
      const { token = '' } = await openPage('/contact');
      const { body, cookie } = sent(token);
      const response = await post('/contact', body, { 'content-type': FORM, ...(cookie ? { cookie } : {}) });
      expect(response.status).toBe(403);
      expect(response.body.toString()).toBe(
        "This form could not be checked as sent from this site's pages. Please reload the page and send it again.",
      );
      expect(submitted).toHaveLength(0);
    });
  });

  it('leaves /api to the proxy', async () => {
    const proxied = await post('/api/contact', 'name=Sam');
    // The API address has nothing listening: the proxy's own answer, not a page's.
    expect(proxied.status).toBe(502);
    expect(submitted).toHaveLength(0);
  });
});
