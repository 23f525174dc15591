import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { startupLinksTemplate } from '@gentlebowl/contracts';
import type { RemoteName } from '@gentlebowl/routes';
import { isPersonalAddress, matchRoute, pageAddress, requestAddress } from '@gentlebowl/routes';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { rootAttributes, tickedConsentBoxes, type VisitorPreferences } from '../src/shared/visitor-preferences';
import type { PageRenderer, RenderedPage, SubmittedPage } from './page-renderer-contract';
import { type PageTemplate, withConsentBoxesTicked, withFormToken, withRootAttributes } from './page-document';
import type { RemoteRegistry } from './remote-registry';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The encodings a page can be sent in besides plain HTML. */
export type PageEncoding = 'br' | 'gzip';

const COMPRESS: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => compressBrotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => compressGzip(body, { level: 6 }),
};

/**
 * A page as one visitor is sent it: its HTML, a weak validator of it, and its compressed copies,
 * each made when a browser first asks for it and then kept with the page: a render made for one
 * request is compressed once, in the encoding that request accepts, never in one nobody asked for.
 */
export class EncodedPage {
  private tag: string | undefined;
  private readonly copies = new Map<PageEncoding, Promise<Buffer>>();

  constructor(readonly html: Buffer) {}

  /** Worked out when first asked for: a visitor's own copy (withFormToken) is never validated. */
  get etag(): string {
    this.tag ??= `W/"${createHash('sha256').update(this.html).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }

  compressed(encoding: PageEncoding): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = COMPRESS[encoding](this.html);
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * A rendered page, the same for every visitor. Only <html> and the cookie settings' boxes differ
 * between visitors: <html>'s attributes carry their theme and cookie decision (which pick the palette
 * and hide the cookie banner), and the boxes show that decision. So one render serves everyone, and
 * each of the few combinations is compressed once per encoding, when first asked for.
 */
export class PageBody {
  /**
   * `complete`: rendered on the server in full (false: part or all of it is left to the browser).
   * `found`: whether its render learned that what the address names exists (see RenderedPage);
   * absent when it did not learn it.
   * `serverTiming`: a Server-Timing header value, only on the page rendered for the request it
   * answers (see `renderTiming`); a page from the cache or from another request's render has none.
   */
  constructor(
    readonly html: string,
    readonly complete: boolean,
    readonly found?: boolean,
    readonly serverTiming?: string,
    private readonly variants = new Map<string, EncodedPage>(),
  ) {}

  /** This page as rendered for the request it answers, with that render's timing. */
  renderedFor(serverTiming: string): PageBody {
    return new PageBody(this.html, this.complete, this.found, serverTiming, this.variants);
  }

  /** The page as anyone else may receive it: without the timing of the render made for one request. */
  shared(): PageBody {
    return this.serverTiming === undefined
      ? this
      : new PageBody(this.html, this.complete, this.found, undefined, this.variants);
  }

  /**
   * This visitor's own copy of the page, with their form token in each of its forms (see
   * pageFormToken); none when the page has no form to carry it. Made for one response, never kept.
   */
  withFormToken(preferences: VisitorPreferences, token: string): EncodedPage | undefined {
    const html = this.forVisitor(preferences).html.toString();
    const own = withFormToken(html, token);
    return own === html ? undefined : new EncodedPage(Buffer.from(own));
  }

  forVisitor(preferences: VisitorPreferences): EncodedPage {
    const attributes = rootAttributes(preferences);
    const key = JSON.stringify(attributes);
    let variant = this.variants.get(key);
    if (!variant) {
      const html = withConsentBoxesTicked(withRootAttributes(this.html, attributes), tickedConsentBoxes(preferences.consent));
      variant = new EncodedPage(Buffer.from(html));
      this.variants.set(key, variant);
    }
    return variant;
  }
}

/**
 * How a page was rendered for its request, as Server-Timing metrics: the render's milliseconds
 * (its loader's data included) and how many passes over the React tree it took, then `partial`
 * when part of the page was left to the browser (data late, an API error). It says nothing about
 * the request or the visitor.
 */
export function renderTiming(durationMs: number, renders: number, complete: boolean): string {
  const render = `render;dur=${durationMs.toFixed(1)};desc="${renders} ${renders === 1 ? 'render' : 'renders'}"`;
  return complete ? render : `${render}, partial`;
}


/** The answer to a form sent to a page (see PageRenderer.submit), its refused page assembled. */
export type SubmissionAnswer =
  | Exclude<SubmittedPage, { kind: 'refused' }>
  | (Omit<Extract<SubmittedPage, { kind: 'refused' }>, 'page'> & { page: PageBody });

/**
 * Which version of the remotes a page is rendered with (a canary's or the stable ones, see
 * remote-canaries.ts). The page cache keeps each variant's pages apart, and a page hands its
 * variant's browser manifests to the browser, so the browser runs the code the server rendered.
 */
export interface PageVariant {
  /** Empty for the stable site. */
  key: string;
  /** The server renderer that loads this variant's server code; without one every page is sent as
   * the template for the browser to render. */
  renderer: PageRenderer | undefined;
  /** Each remote's browser manifest. */
  remotes: RemoteRegistry['remotes'];
  /** Preload hints for a route's scripts (SiteVersions.scriptsFor). */
  scriptsFor: (remote: RemoteName, module: string) => string[];
}

export interface RenderedPagesOptions {
  /** The server renderer of the stable site; without one every page is sent as the template for the browser to render. */
  renderer: PageRenderer | undefined;
  template: PageTemplate;
  registry: RemoteRegistry;
  /** The site's public origin (SITE_ORIGIN): the renderer builds absolute URLs from it alone. */
  siteOrigin: string;
  /** Changes whenever a remote or the content changes (SiteVersions.key). */
  version: () => string;
  /** Preload hints for a route's scripts of the stable site (SiteVersions.scriptsFor). */
  scriptsFor: (remote: RemoteName, module: string) => string[];
  /** How long a rendered page is reused (PAGE_CACHE_TTL_MS); 0 renders every request. */
  cacheTtlMs: number;
  /** How many pages this process renders at once (a few: it renders on one thread, and each waits for the API in part). */
  concurrentRenders: number;
  /** How many renders may wait for a turn; beyond them the page frame is sent for the browser. */
  queuedRenders: number;
  log: (entry: { level: 'info' | 'warn' | 'error'; msg: string; [key: string]: unknown }) => void;
}

/** At most this many pages are kept: the site has a few dozen, so this only caps what results
 * links and comparisons (the query strings pages read) can make it hold. */
const MAX_CACHED_PAGES = 500;

const attribute = (value: string) => value.replace(/"/g, '&quot;');

/** An address as the logs show it: the path alone, since a results link's query names the dog. */
const logPath = (url: string) => requestAddress(url).pathname;

/** Hints that start the page's own downloads with the shell's scripts: the remote's manifest (which
 * the browser's federation runtime fetches first, as a CORS request) and the page's scripts. In the
 * page's startup template (contracts' startup-links.ts), so they download when the scripts start,
 * after the page has loaded: the page is readable and works without them, so they must not hold
 * back its images and fonts. */
function preloadHints(manifest: string | undefined, scripts: string[]): string {
  const hint = (as: string, href: string, extra = '') =>
    `<link rel="preload" as="${as}"${extra} fetchpriority="low" href="${attribute(href)}">`;
  return startupLinksTemplate((manifest ? hint('fetch', manifest, ' crossorigin') : '') + scripts.map((href) => hint('script', href)).join(''));
}

/**
 * The site's pages, rendered on the server and kept for a short while: pages are the same for every
 * visitor (their theme and cookie decision are applied when the page is sent, see PageBody), so
 * one render serves everyone who asks for the same address, until it expires or a remote or the
 * content changes. Pages that were only partly rendered are not kept, so a recovered remote is
 * server-rendered again at once. A page that shows what one visitor typed (isPersonalAddress: a
 * results page with the dog's name) is rendered for each request and never kept: it is nobody
 * else's, and its address alone (the name in it) is no key another visitor should find it by. Its
 * name is rendered on the server, as everything else of the page, so that it shows without scripts.
 */
export class RenderedPages {
  private readonly cache: LRUCache<string, PageBody> | undefined;
  private readonly pending = new Map<string, Promise<PageBody>>();
  private readonly renderTurns: ReturnType<typeof pLimit>;
  private frame: PageBody | undefined;
  /** Pages sent unrendered because every render and queue place was taken, since the start. */
  private sentUnrendered = 0;
  /** The remotes everyone gets when no canary is named for them. */
  private readonly stable: PageVariant;

  constructor(private readonly options: RenderedPagesOptions) {
    this.cache = options.cacheTtlMs > 0 ? new LRUCache({ max: MAX_CACHED_PAGES, ttl: options.cacheTtlMs }) : undefined;
    this.renderTurns = pLimit(options.concurrentRenders);
    this.stable = { key: '', renderer: options.renderer, remotes: options.registry.remotes, scriptsFor: options.scriptsFor };
  }

  /** The page for a path and query, rendered if need be for the visitor at `visitorAddress` (the
   * API counts the render's requests as theirs) with the remotes of their `variant`. */
  async page(requestUrl: string, visitorAddress: string, variant: PageVariant = this.stable): Promise<PageBody> {
    const address = requestAddress(requestUrl);
    // Only what the route reads: other parameters neither miss the cache nor reach the renderer.
    const url = pageAddress(address);
    // With the cache off (PAGE_CACHE_TTL_MS=0) every request is rendered for itself, and so is one
    // person's page always.
    if (!this.cache || isPersonalAddress(address)) return this.renderInTurn(url, visitorAddress, variant);
    const key = `${this.options.version()}|${variant.key}|${url}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    // Visitors arriving together for an expired page wait for one render.
    const inFlight = this.pending.get(key);
    if (inFlight) return (await inFlight).shared();
    const rendering = this.renderInTurn(url, visitorAddress, variant).finally(() => this.pending.delete(key));
    this.pending.set(key, rendering);
    const page = await rendering;
    if (page.complete) this.cache.set(key, page.shared());
    return page;
  }

  /**
   * Renders when a turn is free or one of the few queue places is; otherwise the page frame goes
   * out at once for the browser to render (200 all the same), so a flood of distinct addresses
   * costs a bounded amount of CPU and waiting, and is counted in the logs.
   */
  private renderInTurn(url: string, visitorAddress: string, variant: PageVariant): Promise<PageBody> {
    const { concurrentRenders, queuedRenders, template, log } = this.options;
    const turns = this.renderTurns;
    if (turns.activeCount + turns.pendingCount >= concurrentRenders + queuedRenders) {
      this.sentUnrendered += 1;
      log({ level: 'warn', msg: 'page rendered in the browser: too many renders at once', path: logPath(url), sentUnrendered: this.sentUnrendered });
      this.frame ??= new PageBody(template.html, false);
      return Promise.resolve(this.frame);
    }
    return turns(() => this.render(url, visitorAddress, variant));
  }

  /**
   * Runs the action of the page at `requestUrl` on a form a visitor sent without scripts (never
   * cached: it is theirs). Sent: where to send the browser; refused: the page again, with what was
   * typed and the message.
   */
  async submit(requestUrl: string, form: string, visitorAddress: string, variant: PageVariant = this.stable): Promise<SubmissionAnswer> {
    const { registry, siteOrigin, concurrentRenders, queuedRenders, log } = this.options;
    const { renderer, remotes } = variant;
    const url = pageAddress(requestAddress(requestUrl));
    const turns = this.renderTurns;
    if (!renderer || turns.activeCount + turns.pendingCount >= concurrentRenders + queuedRenders) return { kind: 'unavailable' };
    try {
      const site = { ...registry.site, siteOrigin };
      const submitted = await turns(() => renderer.submit({ url, site, remotes, visitorAddress, form }));
      if (submitted.kind !== 'refused') return submitted;
      const { page, ...answer } = submitted;
      return { ...answer, page: this.assemble(url, page, variant) };
    } catch (error) {
      log({ level: 'error', msg: 'form not sent: its action failed', path: logPath(url), error: String(error) });
      return { kind: 'unavailable' };
    }
  }

  /** The page's HTML around a rendered page: its head, the preload hints of its scripts, its body. */
  private assemble(url: string, rendered: RenderedPage, { remotes, scriptsFor }: PageVariant): PageBody {
    const { template } = this.options;
    const route = matchRoute(requestAddress(url).pathname)?.route;
    const hints = route ? preloadHints(remotes[route.remote], scriptsFor(route.remote, route.module)) : '';
    const html = template.assemble({
      head: `${rendered.head}${hints}`,
      body: rendered.body,
      handoffScript: rendered.handoffScript,
    });
    return new PageBody(html, rendered.complete, rendered.found);
  }

  private async render(url: string, visitorAddress: string, variant: PageVariant): Promise<PageBody> {
    const { template, registry, siteOrigin, log } = this.options;
    const { renderer, remotes } = variant;
    if (!renderer) return new PageBody(template.html, false);
    try {
      const site = { ...registry.site, siteOrigin };
      const started = performance.now();
      const rendered = await renderer.render({ url, site, remotes, visitorAddress });
      const renderMs = performance.now() - started;
      return this.assemble(url, rendered, variant).renderedFor(renderTiming(renderMs, rendered.renders, rendered.complete));
    } catch (error) {
      // The frame could not be rendered at all: the browser renders the page, as without a server.
      log({ level: 'error', msg: 'page rendered in the browser: the server render failed', path: logPath(url), error: String(error) });
      return new PageBody(template.html, false);
    }
  }
}
