/** @jest-environment node */
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_PREFERENCES, REJECT_NON_ESSENTIAL } from '../src/shared/visitor-preferences';
import type { PageRenderer, RenderedPage, RenderPageInput } from './page-renderer-contract';
import { PageTemplate } from './page-document';
import type { RemoteRegistry } from './remote-registry';
import { RenderedPages, type RenderedPagesOptions, renderTiming } from './rendered-pages';

const TEMPLATE = new PageTemplate(
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Gentle Bowl</title></head><body><div id=root></div></body></html>',
);

const registry: RemoteRegistry = {
  remotes: { mfe_tools: 'http://tools.example/mf-manifest.json' },
  serverRemotes: { mfe_tools: 'http://tools.example/server/mf-manifest.json' },
  site: {},
};

/** The page a renderer makes of a request: its address in the title and the heading. */
function renderedPage({ url }: RenderPageInput, complete = true, renders = 1): RenderedPage {
  return {
    head: `<title>${url} | Gentle Bowl</title>`,
    body: `<h1>Page at ${url}</h1>`,
    handoffScript: '<script type="application/json" id="page-handoff">{}</script>',
    complete,
    renders,
  };
}

function fakeRenderer(render: (input: RenderPageInput) => Promise<RenderedPage> = async (input) => renderedPage(input)) {
  return { useRemotes: jest.fn(), render: jest.fn(render), submit: jest.fn(async () => ({ kind: 'no-action' as const })) } satisfies PageRenderer;
}

const ORIGIN = 'https://www.example.com';
const VISITOR = '203.0.113.7';
const OTHER_VISITOR = '198.51.100.4';

function pagesWith(overrides: Partial<RenderedPagesOptions> = {}) {
  let version = 'v1';
  const log = jest.fn();
  const pages = new RenderedPages({
    renderer: fakeRenderer(),
    template: TEMPLATE,
    registry,
    siteOrigin: ORIGIN,
    version: () => version,
    scriptsFor: () => [],
    cacheTtlMs: 30_000,
    concurrentRenders: 4,
    queuedRenders: 4,
    log,
    ...overrides,
  });
  return { pages, log, setVersion: (next: string) => (version = next) };
}


describe('RenderedPages', () => {
  it('renders a page once for everyone asking for the same address on the same site', async () => {
    const renderer = fakeRenderer();
    const { pages } = pagesWith({ renderer });
    const first = await pages.page('/privacy', VISITOR);
    const again = await pages.page('/privacy', VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(1);
    expect(again.html.toString()).toBe(first.html.toString());
    expect(first.html.toString()).toContain('<h1>Page at /privacy</h1>');
  });

  it('renders again once a remote or the content changed', async () => {
    const renderer = fakeRenderer();
    const { pages, setVersion } = pagesWith({ renderer });
    await pages.page('/privacy', VISITOR);
    setVersion('v2');
    await pages.page('/privacy', VISITOR);
    await pages.page('/privacy', VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it('renders each query the route reads on its own, and drops every other parameter before the cache', async () => {
    const renderer = fakeRenderer();
    const { pages } = pagesWith({ renderer });
    await pages.page('/food-selector?size=small', VISITOR);
    const other = await pages.page('/food-selector?size=large', VISITOR);
    const tagged = await pages.page('/food-selector?utm_source=mail&size=large&cachebuster=1', VISITOR);
    await pages.page('/privacy?cachebuster=1', VISITOR);
    await pages.page('/privacy?cachebuster=2', VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(3);
    expect(other.html.toString()).toContain('<h1>Page at /food-selector?size=large</h1>');
    expect(tagged.html).toBe(other.html);
    expect(renderer.render).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/privacy' }));
  });

  it("renders a page that shows what the visitor typed (the dog's name) for each request, and never keeps it", async () => {
    const renderer = fakeRenderer();
    const { pages } = pagesWith({ renderer });
    await pages.page('/food-selector?name=Rex&size=small', VISITOR);
    const again = await pages.page('/food-selector?name=Rex&size=small', OTHER_VISITOR);
    const other = await pages.page('/food-selector?name=Bella&size=small', OTHER_VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(3);
    expect(again.serverTiming).toMatch(/^render;/);
    expect(other.html.toString()).toContain('<h1>Page at /food-selector?name=Bella&size=small</h1>');
    // The same address without what was typed is everyone's, and kept.
    await pages.page('/food-selector?size=small', VISITOR);
    await pages.page('/food-selector?size=small', OTHER_VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(4);
  });

  it('gives the renderer the configured site origin, whatever address the request came in on', async () => {
    const renderer = fakeRenderer();
    await pagesWith({ renderer }).pages.page('/', VISITOR);
    expect(renderer.render).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/', site: expect.objectContaining({ siteOrigin: ORIGIN }), remotes: registry.remotes }),
    );
  });

  it('renders for the visitor who asked, whose address the renderer sends to the API', async () => {
    const renderer = fakeRenderer();
    await pagesWith({ renderer }).pages.page('/food-selector?size=small', '198.51.100.4');
    expect(renderer.render).toHaveBeenLastCalledWith(expect.objectContaining({ visitorAddress: '198.51.100.4' }));
  });

  it('renders every request when the cache is off (PAGE_CACHE_TTL_MS=0), those arriving together too', async () => {
    const renderer = fakeRenderer();
    const { pages } = pagesWith({ renderer, cacheTtlMs: 0 });
    for (let request = 0; request < 3; request += 1) await pages.page('/privacy', VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(3);
    const together = await Promise.all([pages.page('/privacy', VISITOR), pages.page('/privacy', VISITOR)]);
    expect(renderer.render).toHaveBeenCalledTimes(5);
    for (const page of together) expect(page.serverTiming).toMatch(/^render;dur=\d+\.\d;desc="1 render"$/);
  });

  it('renders again once the cached page has expired', async () => {
    const renderer = fakeRenderer();
    const { pages } = pagesWith({ renderer, cacheTtlMs: 40 });
    await pages.page('/privacy', VISITOR);
    await pages.page('/privacy', VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(1);
    await sleep(80);
    await pages.page('/privacy', VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it('makes visitors who arrive together for the same page wait for one render', async () => {
    const unfinished: (() => void)[] = [];
    const renderer = fakeRenderer((input) => new Promise((resolve) => unfinished.push(() => resolve(renderedPage(input)))));
    const { pages } = pagesWith({ renderer });
    const visits = Promise.all([pages.page('/tools', VISITOR), pages.page('/tools', VISITOR), pages.page('/tools', VISITOR)]);
    await sleep(0);
    for (const finish of unfinished) finish();
    const answered = await visits;
    expect(renderer.render).toHaveBeenCalledTimes(1);
    expect(new Set(answered.map((page) => page.html)).size).toBe(1);
  });

  it('tells the request the page was rendered for how long the render took and how many passes it made, and no other request', async () => {
    const unfinished: (() => void)[] = [];
    const renderer = fakeRenderer((input) => new Promise((resolve) => unfinished.push(() => resolve(renderedPage(input)))));
    const { pages } = pagesWith({ renderer });
    const visits = Promise.all([pages.page('/tools', VISITOR), pages.page('/tools', VISITOR)]);
    await sleep(20);
    for (const finish of unfinished) finish();
    const [rendered, waited] = await visits;
    const fromCache = await pages.page('/tools', VISITOR);

    const timing = /^render;dur=(\d+\.\d);desc="1 render"$/.exec(rendered.serverTiming ?? '');
    expect(Number(timing?.[1])).toBeGreaterThanOrEqual(15);
    expect(waited.serverTiming).toBeUndefined();
    expect(fromCache.serverTiming).toBeUndefined();
    expect(fromCache.html.toString()).toBe(rendered.html.toString());
  });

  it('counts every pass over the React tree the renderer reports', async () => {
    const renderer = fakeRenderer(async (input) => renderedPage(input, true, 3));
    const page = await pagesWith({ renderer }).pages.page('/tools', VISITOR);
    expect(page.serverTiming).toMatch(/^render;dur=\d+\.\d;desc="3 renders"$/);
    expect(renderTiming(12.345, 1, true)).toBe('render;dur=12.3;desc="1 render"');
  });

  it('says when the page rendered for the request was left to the browser in part', async () => {
    const renderer = fakeRenderer(async (input) => renderedPage(input, false));
    const page = await pagesWith({ renderer }).pages.page('/tools', VISITOR);
    expect(page.serverTiming).toMatch(/^render;dur=\d+\.\d;desc="1 render", partial$/);
  });

  it('renders a few pages at once, queues a few more, and sends the page frame for every one beyond, counted in the log', async () => {
    const unfinished: (() => void)[] = [];
    const renderer = fakeRenderer((input) => new Promise((resolve) => unfinished.push(() => resolve(renderedPage(input)))));
    const { pages, log } = pagesWith({ renderer, concurrentRenders: 2, queuedRenders: 1 });
    const rendered = Promise.all(['/tools', '/privacy', '/about-us'].map((url) => pages.page(url, VISITOR)));
    const beyond = await pages.page('/blog', VISITOR);

    expect(beyond.html.toString()).toBe(TEMPLATE.html);
    expect(beyond.complete).toBe(false);
    expect(beyond.serverTiming).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ level: 'warn', path: '/blog', sentUnrendered: 1 }));
    expect(renderer.render).toHaveBeenCalledTimes(2);
    // The queued page is rendered once a turn is free.
    const finishing = setInterval(() => {
      for (const finish of unfinished.splice(0)) finish();
    }, 5);
    try {
      expect((await rendered).map((page) => page.complete)).toEqual([true, true, true]);
    } finally {
      clearInterval(finishing);
    }
    expect(renderer.render).toHaveBeenCalledTimes(3);
  });

  it('does not keep a page that was only partly rendered, so a recovered remote is rendered at once', async () => {
    let complete = false;
    const renderer = fakeRenderer(async (input) => renderedPage(input, complete));
    const { pages } = pagesWith({ renderer });
    const partial = await pages.page('/tools', VISITOR);
    expect(partial.complete).toBe(false);
    complete = true;
    await pages.page('/tools', VISITOR);
    await pages.page('/tools', VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it('sends the unrendered page, for the browser to render, when the renderer throws', async () => {
    const renderer = fakeRenderer(async () => {
      throw new Error('the renderer crashed');
    });
    const { pages, log } = pagesWith({ renderer });
    const page = await pages.page('/tools', VISITOR);
    expect(page.html.toString()).toBe(TEMPLATE.html);
    expect(page.complete).toBe(false);
    expect(page.serverTiming).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ level: 'error', path: '/tools', error: 'Error: the renderer crashed' }));
  });

  it('sends the unrendered page when there is no server renderer', async () => {
    const page = await pagesWith({ renderer: undefined }).pages.page('/tools', VISITOR);
    expect(page.html.toString()).toBe(TEMPLATE.html);
    expect(page.complete).toBe(false);
  });

  it("hints the route's manifest and scripts in the head's startup template, at low priority, so the browser fetches them when the scripts start", async () => {
    const scriptsFor = jest.fn(() => ['http://tools.example/remoteEntry.js', 'http://tools.example/page"1.js']);
    const html = (await pagesWith({ scriptsFor }).pages.page('/tools', VISITOR)).html.toString();
    expect(scriptsFor).toHaveBeenCalledWith('mfe_tools', './tools-page');
    expect(html).toContain(
      '<title>/tools | Gentle Bowl</title><template data-startup-links>' +
        `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${registry.remotes.mfe_tools}">` +
        '<link rel="preload" as="script" fetchpriority="low" href="http://tools.example/remoteEntry.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="http://tools.example/page&quot;1.js"></template></head>',
    );
  });

  it('adds no hints to an address outside the route catalogue', async () => {
    const scriptsFor = jest.fn(() => ['http://tools.example/remoteEntry.js']);
    const html = (await pagesWith({ scriptsFor }).pages.page('/no-such-page', VISITOR)).html.toString();
    expect(scriptsFor).not.toHaveBeenCalled();
    expect(html).not.toContain('rel="preload"');
  });

  it('keeps brotli and gzip copies of the same HTML, each made once, and a weak validator that follows the HTML', async () => {
    const { pages } = pagesWith();
    const page = (await pages.page('/privacy', VISITOR)).forVisitor(DEFAULT_PREFERENCES);
    expect(brotliDecompressSync(await page.compressed('br')).toString()).toBe(page.html.toString());
    expect(gunzipSync(await page.compressed('gzip')).toString()).toBe(page.html.toString());
    expect(await page.compressed('br')).toBe(await page.compressed('br'));
    expect(page.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await (await pages.page('/tools', VISITOR)).forVisitor(DEFAULT_PREFERENCES)).etag).not.toBe(page.etag);
  });

  it('renders a page once for every visitor, and sends each their theme and cookie decision on <html> alone', async () => {
    const renderer = fakeRenderer(async (input) => renderedPage(input));
    const { pages } = pagesWith({ renderer });
    const page = await pages.page('/privacy', VISITOR);
    const firstVisit = (await page.forVisitor(DEFAULT_PREFERENCES)).html.toString();
    const darkAndDecided = (await page.forVisitor({ theme: 'dark', consent: REJECT_NON_ESSENTIAL })).html.toString();
    const nextVisit = await pages.page('/privacy', OTHER_VISITOR);
    expect(renderer.render).toHaveBeenCalledTimes(1);
    // The same page, compressed once per combination of preferences for every visitor.
    expect(await nextVisit.forVisitor(DEFAULT_PREFERENCES)).toBe(await page.forVisitor(DEFAULT_PREFERENCES));
    expect(firstVisit).toMatch(/<html class="light"[^>]*>/);
    expect(darkAndDecided).toMatch(/<html class="dark" data-consent="necessary"[^>]*>/);
    expect(darkAndDecided.replace(/<html[^>]*>/, '')).toBe(firstVisit.replace(/<html[^>]*>/, ''));
    expect(await page.forVisitor({ theme: 'dark', consent: REJECT_NON_ESSENTIAL })).toBe(await page.forVisitor({ theme: 'dark', consent: REJECT_NON_ESSENTIAL }));
  });
});
