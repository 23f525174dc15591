/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MALFORMED_ADDRESS_MESSAGE } from '@gentlebowl/contracts';
import { listenOnEphemeralPort, rawRequest } from '@gentlebowl/serve/testing';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, RendererLogEntry } from './page-renderer-contract';
import { buildShellServer } from './shell-server';

const THEME_SCRIPT = 'document.documentElement.classList.add("light")';
const PAGE_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
/** The page as a first-time visitor is sent it: the default theme, no cookie decision. */
const FIRST_VISIT_HTML = PAGE_HTML.replace('<html>', '<html class="light">');
const SITE_ORIGIN = 'https://www.gentlebowl.example';

/** A stand-in for the API that knows one post and one food, and lists the paths it was asked for. */
async function startFakeApi(): Promise<{ url: URL; server: Server; asked: string[] }> {
  const asked: string[] = [];
  const server = createHttpServer((request, response) => {
    asked.push(request.url ?? '');
    const known: Record<string, unknown> = {
      '/api/blog-posts/known-post': { slug: 'known-post' },
      '/api/blog-posts': [{ slug: 'known-post', publishedAt: '2025-10-01' }],
      '/api/dog-foods': [{ id: 7, updatedAt: '2025-11-02T08:30:00.000Z' }],
    };
    const body = known[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { statusCode: 404, error: 'Not Found', message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), server, asked };
}

/** A renderer that renders a page naming its address, and reports whether its loaders found what
 * the address names (`found`; undefined when the page names no record). */
function rendererLearning(found: (url: string) => boolean | undefined): PageRenderer {
  return {
    useRemotes: () => undefined,
    render: async ({ url }) => {
      const learned = found(url);
      return {
        head: '',
        body: `<h1>Page at ${url}</h1>`,
        handoffScript: '',
        complete: true,
        renders: 1,
        ...(learned === undefined ? {} : { found: learned }),
      };
    },
    submit: async () => ({ kind: 'no-action' }),
  };
}

describe('the shell server', () => {
  let root: string;
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  let app: FastifyInstance;
  let base: string;
  const get = (url: string, headers: Record<string, string> = {}) => rawRequest(`${base}${url}`, { headers });
  /** A second shell server over the same files and API, with no remotes, silent unless told otherwise. */
  const secondServer = (options: Partial<Parameters<typeof buildShellServer>[0]>) =>
    buildShellServer({
      root,
      apiUrl: api.url,
      apiTimeoutMs: 1_000,
      trustedProxies: [],
      registry: { remotes: {}, serverRemotes: {}, site: {} },
      siteOrigin: SITE_ORIGIN,
      logLevel: 'silent',
      ...options,
    });
  /** A second shell server whose pages this renderer renders. */
  const serverRenderingWith = (rendering: PageRenderer) => secondServer({ createRenderer: async () => rendering });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shell-'));
    await writeFile(path.join(root, 'index.html'), PAGE_HTML);
    await writeFile(path.join(root, 'main.0123456789.js'), 'console.log("shell")');
    api = await startFakeApi();
    app = await buildShellServer({
      root,
      apiUrl: api.url,
      apiTimeoutMs: 10_000,
      trustedProxies: [],
      registry: { remotes: { mfe_content: 'http://localhost:3001/mf-manifest.json' }, serverRemotes: {}, site: {} },
      siteOrigin: SITE_ORIGIN,
      logLevel: 'silent',
    });
    base = await listenOnEphemeralPort(app);
  });

  afterAll(async () => {
    await app.close();
    api.server.closeAllConnections();
    await new Promise((resolve) => api.server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  describe('pages, with the status the route catalogue gives them', () => {
    it.each([
      ['/', 200],
      ['/about-us', 200],
      ['/blog/known-post', 200],
      ['/blog/missing-post', 404],
      ['/dog-food/999', 404],
      ['/no-such-page', 404],
      ['/index.html', 404],
      // An address holding a NUL byte names no page.
      ['/a%00b', 404],
      ['/blog/a%00b', 404],
    ])('%s answers %i with the page', async (url, status) => {
      const response = await get(url);
      expect(response.status).toBe(status);
      expect(response.body.toString()).toBe(FIRST_VISIT_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('sends a page in the theme and with the cookie decision a visitor chose through /preferences', async () => {
      const chosen = await rawRequest(`${base}/preferences`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
        body: 'consent=reject-non-essential&return=%2Fabout-us',
      });
      expect(chosen.status).toBe(303);
      expect(chosen.headers.location).toBe('/about-us');
      const cookies = (chosen.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]);
      const themed = await rawRequest(`${base}/preferences`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN, cookie: cookies.join('; ') },
        body: 'theme=dark&return=%2Fabout-us',
      });
      cookies.push(...(themed.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]));

      const page = await get('/about-us', { cookie: cookies.join('; ') });
      expect(page.body.toString()).toBe(PAGE_HTML.replace('<html>', '<html class="dark" data-consent="necessary">'));
      expect(page.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    });

    it('redirects a moved address permanently and keeps the query', async () => {
      const response = await get('/faq?from=home');
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe('/sensitive-stomach-faq?from=home');
    });

    it("sends a page's other spellings permanently to its one address, the query kept; files and the API are left alone", async () => {
      for (const [address, location] of [
        ['/cookies/', '/cookies'],
        ['/About-Us/?utm_source=mail', '/about-us?utm_source=mail'],
        // A post's slug is lower-case words: another case is the same post.
        ['/Blog/Known-Post', '/blog/known-post'],
        // Two leading slashes are a path here, not another host's address.
        ['//cookies', '/cookies'],
        ['//', '/'],
      ]) {
        const response = await get(address as string);
        expect(response.status).toBe(301);
        expect(response.headers.location).toBe(location);
      }
      expect((await get('/')).status).toBe(200);
      expect((await get('//no-such-page')).status).toBe(404);
      expect((await get('/main.0123456789.js')).status).toBe(200);
      expect((await get('/api/blog-posts/known-post/')).status).toBe(404);
      expect(api.asked).toContain('/api/blog-posts/known-post/');
    });

    it.each([
      '/%zz',
      '/blog/%',
      '/dog-food/1%',
      '/dog-food/%ff',
      '/food-selector?name=%zz',
      '/?a=%',
      '/about-us?topic=%ff',
      '/blog?topic=%G1',
    ])('%s, an address with a malformed percent-escape, answers 400 saying so', async (url) => {
      const response = await get(url);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body.toString()).toBe(MALFORMED_ADDRESS_MESSAGE);
    });

    it('refuses a form sent to a malformed address with 400 before reading it', async () => {
      const response = await rawRequest(`${base}/contact?from=%zz`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=Robin',
      });
      expect(response.status).toBe(400);
      expect(response.body.toString()).toBe(MALFORMED_ADDRESS_MESSAGE);
    });

    it('answers 405 to anything but reading (or sending a form, see page-forms.test.ts) outside /api', async () => {
      expect((await rawRequest(`${base}/about-us`, { method: 'PUT', body: 'x' })).status).toBe(405);
      expect((await rawRequest(`${base}/about-us`, { method: 'DELETE' })).status).toBe(405);
    });
  });

  it.each(['/', '/no-such-page', '/blog/missing-post'])(
    '%s carries a content security policy that admits the page, its remotes and nothing framing it',
    async (url) => {
      const response = await get(url);
      const policy = String(response.headers['content-security-policy']);
      const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
      expect(policy).toContain(`script-src 'self' http://localhost:3001 ${themeHash}`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  describe('conditional GET', () => {
    it('answers 304 for the page when the browser holds its ETag, weak, bare or in a list', async () => {
      const etag = String((await get('/about-us')).headers.etag);
      expect(etag).toMatch(/^W\//);
      for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`]) {
        expect((await get('/about-us', { 'if-none-match': ifNoneMatch })).status).toBe(304);
      }
    });

    it('answers 304 for a hashed file in a list of ETags', async () => {
      const etag = String((await get('/main.0123456789.js')).headers.etag);
      expect((await get('/main.0123456789.js', { 'if-none-match': `W/"stale", ${etag}` })).status).toBe(304);
    });

    it('never answers a not-found page with 304', async () => {
      const response = await get('/no-such-page', { 'if-none-match': '*' });
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe(FIRST_VISIT_HTML);
    });
  });

  it("answers an /api address with a malformed percent-escape 400 in the API's error shape, without asking the API or logging a failure", async () => {
    const lines: string[] = [];
    const logged = await secondServer({ logLevel: 'info', logDestination: { write: (line) => lines.push(line) } });
    try {
      const loggedBase = await listenOnEphemeralPort(logged);
      api.asked.length = 0;
      for (const url of [
        '/api/dog-foods/catalogue?type=%zz',
        '/api/dog-foods?a=%',
        '/api/blog-posts?tag=%ff',
        '/api/owner-stories?x=%G1',
        '/api/%zz',
        '/api/dog-foods/%ff',
      ]) {
        const response = await rawRequest(`${loggedBase}${url}`);
        expect([url, response.status]).toEqual([url, 400]);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(response.body.toString())).toEqual({ statusCode: 400, error: 'Bad Request', message: MALFORMED_ADDRESS_MESSAGE });
      }
      expect(api.asked).toEqual([]);
      // A visitor's mistake is no failure of the site: nothing is logged as a warning or worse.
      expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter(({ level }) => level >= 40)).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('serves the remote registry uncached, and its health', async () => {
    const registry = await get('/registry.json');
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(registry.body.toString())).toEqual({ remotes: { mfe_content: 'http://localhost:3001/mf-manifest.json' }, site: {} });
    expect((await get('/healthz')).body.toString()).toBe('ok');
  });

  it('answers 503 with Retry-After for the site map while the API cannot list the pages', async () => {
    const orphan = await buildShellServer({
      root,
      apiUrl: new URL('http://127.0.0.1:9'),
      apiTimeoutMs: 1_000,
      trustedProxies: [],
      registry: { remotes: {}, serverRemotes: {}, site: {} },
      siteOrigin: SITE_ORIGIN,
      logLevel: 'silent',
    });
    try {
      const response = await rawRequest(`${await listenOnEphemeralPort(orphan)}/sitemap.xml`);
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await orphan.close();
    }
  });

  it('serves robots.txt and a site map on the configured site origin, whatever Host the request names', async () => {
    const forged = { host: 'evil.example' };
    expect((await get('/robots.txt', forged)).body.toString()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml', forged);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body.toString()).toContain(`<loc>${SITE_ORIGIN}/blog/known-post</loc>`);
    expect(sitemap.body.toString()).toContain(`<loc>${SITE_ORIGIN}/dog-food/7</loc>`);
    expect(sitemap.body.toString()).not.toContain('evil.example');
  });

  it('says in a Server-Timing header how a page rendered for the request was rendered, never on a page from the cache', async () => {
    const rendering: PageRenderer = {
      useRemotes: () => undefined,
      render: async ({ url }) => ({ head: '', body: `<h1>Page at ${url}</h1>`, handoffScript: '', complete: true, renders: 1 }),
      submit: async () => ({ kind: 'no-action' }),
    };
    const rendered = await serverRenderingWith(rendering);
    try {
      const renderedBase = await listenOnEphemeralPort(rendered);
      const first = await rawRequest(`${renderedBase}/food-selector?symptom=vomiting&size=small`);
      expect(first.body.toString()).toContain('<h1>Page at /food-selector');
      // The render's time and passes only: nothing of the address, the answers or the visitor.
      expect(first.headers['server-timing']).toMatch(/^render;dur=\d+\.\d;desc="1 render"$/);
      const again = await rawRequest(`${renderedBase}/food-selector?symptom=vomiting&size=small`);
      expect(again.body.toString()).toBe(first.body.toString());
      expect(again.headers['server-timing']).toBeUndefined();
    } finally {
      await rendered.close();
    }
  });

  it("sends a page that shows what the visitor typed (the dog's name, a note) as theirs alone: rendered for them, kept by no cache", async () => {
    const rendering = rendererLearning(() => undefined);
    const render = jest.spyOn(rendering, 'render');
    const rendered = await serverRenderingWith(rendering);
    try {
      const renderedBase = await listenOnEphemeralPort(rendered);
      const results = (query: string) => rawRequest(`${renderedBase}/food-selector?${query}&size=small&symptom=gas`);
      const rex = await results('name=Rex');
      expect(rex.body.toString()).toContain('<h1>Page at /food-selector?name=Rex&size=small&symptom=gas</h1>');
      expect(rex.headers['cache-control']).toBe('private, no-store');
      expect(rex.headers.etag).toBeUndefined();
      const bella = await results('name=Bella');
      expect(bella.body.toString()).toContain('name=Bella');
      expect(bella.body.toString()).not.toContain('Rex');
      // Asked for again, the page is rendered again: the shell's cache never kept it.
      const rexAgain = await results('name=Rex');
      expect(rexAgain.headers['server-timing']).toMatch(/^render;/);
      const noted = await results('note=Only+eats+at+night');
      expect(noted.headers['cache-control']).toBe('private, no-store');
      expect(render).toHaveBeenCalledTimes(4);

      // The same results without a name are the same for everyone: shared and kept.
      const anonymous = await results('name=');
      expect(anonymous.headers['cache-control']).toBe('no-cache');
      expect(anonymous.headers.etag).toMatch(/^W\//);
      await results('name=');
      expect(render).toHaveBeenCalledTimes(5);
    } finally {
      await rendered.close();
    }
  });

  it("gives a record's page the status its render's loader learned, without asking the API again", async () => {
    // As the loaders do: a post the API knows, a food it does not.
    const rendered = await serverRenderingWith(rendererLearning((url) => url === '/blog/known-post'));
    try {
      const renderedBase = await listenOnEphemeralPort(rendered);
      api.asked.length = 0;
      expect((await rawRequest(`${renderedBase}/blog/known-post`)).status).toBe(200);
      expect((await rawRequest(`${renderedBase}/dog-food/7`)).status).toBe(404);
      expect(api.asked.filter((asked) => !['/api/blog-posts', '/api/dog-foods'].includes(asked))).toEqual([]);
    } finally {
      await rendered.close();
    }
  });

  it('answers 404 for a page whose render learned that its address names nothing, with the page as rendered', async () => {
    // As the catalogue's loader does for a page past the last or a filter value it does not know.
    const rendered = await serverRenderingWith(
      rendererLearning((url) => (url.includes('page=99') || url.includes('type=kibble') ? false : undefined)),
    );
    try {
      const renderedBase = await listenOnEphemeralPort(rendered);
      expect((await rawRequest(`${renderedBase}/dog-foods?page=2`)).status).toBe(200);
      const pastTheLast = await rawRequest(`${renderedBase}/dog-foods?page=99`);
      expect(pastTheLast.status).toBe(404);
      expect(pastTheLast.body.toString()).toContain('<h1>Page at /dog-foods?page=99</h1>');
      expect((await rawRequest(`${renderedBase}/dog-foods?type=kibble`)).status).toBe(404);
      // Kept in the page cache with what its render learned: the next visitor gets the 404 as well.
      expect((await rawRequest(`${renderedBase}/dog-foods?page=99`)).status).toBe(404);
    } finally {
      await rendered.close();
    }
  });

  it("logs the renderer's lines through its own logger, with the API's redaction and paths without their query", async () => {
    const lines: string[] = [];
    let rendererLog: (entry: RendererLogEntry) => void = () => {};
    const failing: PageRenderer = {
      useRemotes: () => undefined,
      render: async () => {
        throw new Error('the renderer crashed');
      },
      submit: async () => ({ kind: 'no-action' }),
    };
    const logged = await secondServer({
      logLevel: undefined,
      createRenderer: async (log) => {
        rendererLog = log;
        return failing;
      },
      logDestination: { write: (line) => lines.push(line) },
    });
    try {
      const page = await rawRequest(`${await listenOnEphemeralPort(logged)}/food-selector?name=Biscuit&symptom=vomiting`);
      expect(page.status).toBe(200);
      rendererLog({ level: 'warn', msg: 'a request failed', body: { dogName: 'Biscuit' } });

      const output = lines.join('');
      expect(output).toContain('"path":"/food-selector"');
      expect(output).not.toContain('"level":"');
      expect(output).toContain('"body":"[redacted]"');
      expect(output).not.toContain('Biscuit');
      expect(output).not.toContain('vomiting');
    } finally {
      await logged.close();
    }
  });
});
