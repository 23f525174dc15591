/** @jest-environment node */
import fastifyCookie from '@fastify/cookie';
import { createServer } from '@gentlebowl/serve';
import { listenOnEphemeralPort, type RawResponse, rawRequest } from '@gentlebowl/serve/testing';
import type { FastifyInstance } from 'fastify';
import { preferencesEndpoint } from './preferences-endpoint';

const SITE = 'shell.example';
const SIX_MONTHS_SECONDS = 15_552_000;

interface Server {
  app: FastifyInstance;
  base: string;
}

const SITE_ORIGIN = 'https://www.gentlebowl.example';

async function serverWith(trustedProxies: string[] = []): Promise<Server> {
  const app = createServer({ name: 'shell', logLevel: 'silent', trustedProxies });
  await app.register(fastifyCookie);
  await app.register(preferencesEndpoint, { siteOrigin: SITE_ORIGIN });
  return { app, base: await listenOnEphemeralPort(app) };
}

interface Post {
  form: Record<string, string>;
  cookie?: string;
  /** Headers besides the usual ones; one set to undefined is not sent. */
  headers?: Record<string, string | undefined>;
}

/** What a browser sends when a form on one of the site's pages posts to /preferences. */
function post({ base }: Server, { form, cookie, headers = {} }: Post) {
  const sent = {
    host: SITE,
    origin: `http://${SITE}`,
    'content-type': 'application/x-www-form-urlencoded',
    ...(cookie ? { cookie } : {}),
    ...headers,
  };
  return rawRequest(`${base}/preferences`, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    body: new URLSearchParams(form).toString(),
  });
}

interface SetCookie {
  value: string;
  /** Lower-case attribute names; flags such as HttpOnly map to true. */
  attributes: Record<string, string | true>;
}

/** The cookies a response sets, by name. */
function setCookies(response: RawResponse): Record<string, SetCookie> {
  return Object.fromEntries(
    (response.headers['set-cookie'] ?? []).map((header) => {
      const [pair = '', ...attributes] = header.split(/;\s*/);
      const [name = '', value = ''] = pair.split('=');
      return [
        name,
        {
          value: decodeURIComponent(value),
          attributes: Object.fromEntries(attributes.map((attribute) => {
            const [key = '', setting] = attribute.split('=');
            return [key.toLowerCase(), setting ?? true];
          })),
        },
      ];
    }),
  );
}

const location = (response: RawResponse) => response.headers.location;

describe('POST /preferences', () => {
  let app: Server;

  beforeAll(async () => {
    app = await serverWith();
  });

  afterAll(() => app.app.close());

  it('keeps "Accept all" in a first-party cookie for six months and sends the visitor back to their page', async () => {
    const response = await post(app, { form: { consent: 'accept-all', return: '/blog?topic=Health' } });
    expect(response.status).toBe(303);
    expect(location(response)).toBe('/blog?topic=Health');
    expect(response.headers['cache-control']).toBe('no-store');
    const consent = setCookies(response)['gentlebowl-cookie-consent'];
    expect(consent?.attributes).toEqual({ path: '/', httponly: true, samesite: 'Lax', 'max-age': String(SIX_MONTHS_SECONDS) });
    expect(consent?.value).toMatch(/^necessary\.preferences\.analytics\.\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    [{ consent: 'reject-non-essential' }, /^necessary\.\d{4}-\d{2}-\d{2}$/],
    [{ consent: 'save', preferences: 'on' }, /^necessary\.preferences\.\d{4}-\d{2}-\d{2}$/],
    [{ consent: 'save', analytics: 'on' }, /^necessary\.analytics\.\d{4}-\d{2}-\d{2}$/],
    [{ consent: 'save' }, /^necessary\.\d{4}-\d{2}-\d{2}$/],
  ])('records what the settings %p allow', async (form, recorded) => {
    const response = await post(app, { form: { ...form, return: '/' } });
    expect(setCookies(response)['gentlebowl-cookie-consent']?.value).toMatch(recorded);
  });

  it('keeps a theme chosen before the visitor allowed preference storage for this browser session only', async () => {
    const response = await post(app, { form: { theme: 'dark', return: '/privacy' } });
    expect(response.status).toBe(303);
    expect(location(response)).toBe('/privacy');
    const theme = setCookies(response)['ui-theme'];
    expect(theme).toEqual({ value: 'dark', attributes: { path: '/', httponly: true, samesite: 'Lax' } });
  });

  it('keeps a theme for six months once the visitor allowed preference storage', async () => {
    const response = await post(app, {
      form: { theme: 'system', return: '/' },
      cookie: 'gentlebowl-cookie-consent=necessary.preferences.2026-11-01',
    });
    expect(setCookies(response)['ui-theme']).toMatchObject({ value: 'system', attributes: { 'max-age': String(SIX_MONTHS_SECONDS) } });
  });

  it('moves a kept theme with a new decision: forgotten with the session after a refusal, kept after consent', async () => {
    const refused = await post(app, { form: { consent: 'reject-non-essential', return: '/' }, cookie: 'ui-theme=dark' });
    expect(setCookies(refused)['ui-theme']).toEqual({ value: 'dark', attributes: { path: '/', httponly: true, samesite: 'Lax' } });
    const allowed = await post(app, { form: { consent: 'accept-all', return: '/' }, cookie: 'ui-theme=dark' });
    expect(setCookies(allowed)['ui-theme']).toMatchObject({ value: 'dark', attributes: { 'max-age': String(SIX_MONTHS_SECONDS) } });
    const noTheme = await post(app, { form: { consent: 'accept-all', return: '/' } });
    expect(setCookies(noTheme)['ui-theme']).toBeUndefined();
  });

  it.each([
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    // Paths that only name another host once normalised.
    ['/.//evil.example', '/'],
    ['/x/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    ['/tools/calorie-calculator?weight=12#result', '/tools/calorie-calculator?weight=12'],
  ])('sends the visitor back to a path on this site only (%p goes to %p)', async (returnTo, expected) => {
    const response = await post(app, { form: { theme: 'dark', return: returnTo } });
    expect(response.status).toBe(303);
    expect(location(response)).toBe(expected);
  });

  it('answers a form without a valid choice with 400 and sets nothing', async () => {
    const response = await post(app, { form: { theme: 'purple', consent: 'maybe', return: '/' } });
    expect(response.status).toBe(400);
    expect(response.body.toString()).toBe('Choose a colour theme or your cookie settings.');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['a form on another site', { origin: 'https://evil.example' }],
    ['a page without an origin of its own (Origin: null)', { origin: 'null' }],
    ['a request the browser marks cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a request the browser marks cross-site without an Origin', { origin: undefined, 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s, which must not decide for the visitor', async (_, headers) => {
    const response = await post(app, { form: { consent: 'accept-all', return: '/' }, headers });
    expect(response.status).toBe(403);
    expect(response.body.toString()).toBe("Forms are accepted only from the site's own pages.");
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a form the browser marks same-origin without an Origin', async () => {
    const response = await post(app, { form: { theme: 'dark', return: '/' }, headers: { origin: undefined, 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(303);
  });

  describe('from a browser that says neither where its posts come from (no Origin, no Sec-Fetch-Site)', () => {
    const TOKEN = 'Zm9ybS10b2tlbi1vZi10aGlzLXZpc2l0';
    const withoutOrigin = { origin: undefined };

    it("accepts a form with the visitor's form token, as the site's pages give it to such a browser", async () => {
      const response = await post(app, {
        form: { 'form-token': TOKEN, theme: 'dark', return: '/privacy' },
        cookie: `gentlebowl-form-token=${TOKEN}`,
        headers: withoutOrigin,
      });
      expect(response.status).toBe(303);
      expect(location(response)).toBe('/privacy');
      expect(setCookies(response)['ui-theme']?.value).toBe('dark');
    });

    it.each([
      ['without a token', {}, `gentlebowl-form-token=${TOKEN}`],
      ['with a token but no cookie', { 'form-token': TOKEN }, undefined],
      ['with a token the cookie does not hold', { 'form-token': TOKEN }, 'gentlebowl-form-token=A0000000000000000000000000000000'],
    ])('refuses a form %s and sets nothing', async (_, token, cookie) => {
      const response = await post(app, { form: { ...token, consent: 'accept-all', return: '/' }, cookie, headers: withoutOrigin });
      expect(response.status).toBe(403);
      expect(response.body.toString()).toMatch(/^This form could not be checked as sent from this site's pages\./);
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  it("accepts a form from the site's public origin behind a proxy that names the shell's own host", async () => {
    const response = await post(app, { form: { theme: 'dark', return: '/' }, headers: { origin: SITE_ORIGIN } });
    expect(response.status).toBe(303);
  });

  it('marks the cookies Secure when the visitor came over HTTPS through a trusted proxy, and only then', async () => {
    const behindProxy = await serverWith(['127.0.0.1']);
    try {
      const overHttps = await post(behindProxy, {
        form: { theme: 'dark', return: '/' },
        headers: { 'x-forwarded-proto': 'https', origin: `https://${SITE}` },
      });
      expect(setCookies(overHttps)['ui-theme']?.attributes.secure).toBe(true);
    } finally {
      await behindProxy.app.close();
    }
    // A client that is not a trusted proxy cannot claim HTTPS.
    const claimed = await post(app, { form: { theme: 'dark', return: '/' }, headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookies(claimed)['ui-theme']?.attributes.secure).toBeUndefined();
  });
});
