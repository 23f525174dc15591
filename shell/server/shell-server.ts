// The shell's production server: every page rendered on the server (the remotes' server code loaded
// at run time), with its status and redirects from the route catalogue, in the visitor's theme and
// with their cookie decision (kept by POST /preferences), the site index, the shell's files, and
// /api proxied to the service.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  API_BODY_LIMIT_BYTES,
  type BlogPostSummary,
  type DogFood,
  MALFORMED_ADDRESS_MESSAGE,
  REDACTED_LOG_CENSOR,
  REDACTED_LOG_PATHS,
} from '@gentlebowl/contracts';
import {
  createServer,
  htmlSecurityHeaders,
  inlineScriptHashes,
  onSiblingWorkerNews,
  registerStaticFiles,
  sendText,
  tellSiblingWorkers,
} from '@gentlebowl/serve';
import fastifyCookie from '@fastify/cookie';
import { isPersonalAddress, matchRoute, type RemoteName, redirectFor, requestAddress } from '@gentlebowl/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer, RendererLogEntry } from './page-renderer-contract';
import { apiProxy, isApiAddress, refuseMalformedApiAddress, visitorAddress } from './api-proxy';
import { PageTemplate } from './page-document';
import { preferencesEndpoint } from './preferences-endpoint';
import { apiResourceExists, decideAddress, pageStatus, recordPageStatus } from './page-decision';
import { CanaryFile, canarySlot, type RemoteCanaries, type RemoteVariant, remoteVariant, versionsTiming, visitorGroup } from './remote-canaries';
import { type RemoteRegistry, remoteOrigins } from './remote-registry';
import { type PageVariant, RenderedPages } from './rendered-pages';
import { PAGE_FORM_LIMIT_BYTES, pageForms } from './page-forms';
import { sendPage } from './send-page';
import { robotsTxt, sitemapEntries, sitemapXml } from './site-index';
import { SiteVersions } from './site-versions';
import type { VariantRenderer } from './worker-renderer';

export interface ShellServerOptions {
  /** The shell's build folder. */
  root: string;
  apiUrl: URL;
  /** How long the /api proxy waits for the API (API_TIMEOUT_MS). */
  apiTimeoutMs: number;
  /** Proxies in front of the shell whose X-Forwarded-* headers are believed (SHELL_TRUSTED_PROXIES). */
  trustedProxies: readonly string[];
  registry: RemoteRegistry;
  /** The site's public origin (SITE_ORIGIN, or the local address in development): absolute URLs
   * start with it, never with a request's Host, which the client writes. */
  siteOrigin: string;
  logLevel?: string;
  /** Creates the server renderer (shell/dist-server/renderer) with the server's own logger; without
   * it, or when it makes none, the browser renders every page. */
  createRenderer?: (log: (entry: RendererLogEntry) => void) => Promise<PageRenderer | undefined>;
  /** Creates the renderer of a canary variant (in a thread of its own, see worker-renderer.ts);
   * without it canary visitors' pages are rendered in their browser. */
  createVariantRenderer?: (log: (entry: RendererLogEntry) => void) => VariantRenderer;
  /** The canary file (REMOTE_CANARIES_FILE) and the canaries it named at start. */
  canaries?: { file: string; initial: RemoteCanaries };
  /** How long a rendered page is reused (PAGE_CACHE_TTL_MS); 0 renders every request. */
  pageCacheTtlMs?: number;
  /** How often remotes' manifests and the content are checked for changes (REMOTE_POLL_INTERVAL_MS). */
  remotePollIntervalMs?: number;
  /** Where log lines go; standard output by default. */
  logDestination?: { write(line: string): void };
}

const PAGE = 'index.html';
/** What a worker tells its siblings when a remote or the content changed. */
const SITE_CHANGED = 'site-changed';
/** Renders one process runs at once, and renders it keeps waiting for a place beyond those. */
export const CONCURRENT_RENDERS = 4;
const QUEUED_RENDERS = 16;
/** How long a look at the built page holds: a deployment that replaces it is served within this. */
const PAGE_CHECK_INTERVAL_MS = 1_000;

/** Whether the route catalogue answers this path with a page or a redirect. */
const isPageAddress = (urlPath: string) => matchRoute(urlPath) !== null || redirectFor(urlPath) !== null;

async function readApiList<T>(apiUrl: URL, resource: string): Promise<T[]> {
  const response = await fetch(new URL(resource, apiUrl), { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${resource} answered ${response.status}`);
  return (await response.json()) as T[];
}

async function sendSitemap(reply: FastifyReply, apiUrl: URL, origin: string) {
  try {
    const [posts, foods] = await Promise.all([
      readApiList<BlogPostSummary>(apiUrl, '/api/blog-posts'),
      readApiList<DogFood>(apiUrl, '/api/dog-foods'),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(origin, sitemapEntries(posts, foods)));
  } catch {
    // A partial site map would tell crawlers that pages were removed: say "try later" instead.
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('retry-after', '60')
      .header('cache-control', 'no-store')
      .send('The site map is unavailable right now. Please try again in a minute.');
  }
}

export async function buildShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const { apiUrl, registry } = options;
  // Its log lines, the renderer's included, redact what the API's do.
  const app = createServer({
    name: 'shell',
    trustedProxies: options.trustedProxies,
    logLevel: options.logLevel,
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED_LOG_CENSOR },
    logDestination: options.logDestination,
    // A visitor's mistake (a link cut short or mistyped), said in words: in the API's shape under
    // /api, in plain text for a page, which nothing is rendered for.
    answerMalformedAddress: (request, reply) =>
      isApiAddress(request.url) ? refuseMalformedApiAddress(reply) : sendText(reply, 400, MALFORMED_ADDRESS_MESSAGE),
  });
  // The level picks pino's method; left in the line it would be a second "level" key.
  const log = ({ level, ...entry }: RendererLogEntry) => app.log[level](entry);
  const renderer = await options.createRenderer?.(log);
  const canaryFile = options.canaries && new CanaryFile(options.canaries.file, options.canaries.initial, log);
  /** Whether any canary is named: only then does a visitor get a group, and pages and the registry
   * differ between visitors. */
  const hasCanaries = () => canaryFile !== undefined && Object.keys(canaryFile.current).length > 0;
  /** What this visitor is served: the stable remotes, or some canaries, by their group's cookie
   * (given to a visitor without one with this response). */
  const variantOf = (request: FastifyRequest, reply: FastifyReply): RemoteVariant & { newVisitor: boolean } => {
    if (!canaryFile || !hasCanaries()) return { ...remoteVariant(registry, {}, 0), newVisitor: false };
    const { group, isNew } = visitorGroup(request, reply);
    return { ...remoteVariant(registry, canaryFile.current, group), newVisitor: isNew };
  };

  /** The last versioned server manifests SiteVersions handed over, by watched key. */
  let serverManifests: Record<string, string> = {};
  const serverManifestsOf = (variant: RemoteVariant) =>
    Object.fromEntries(
      (Object.entries(variant.slots) as [RemoteName, string][]).flatMap(([name, slot]) =>
        serverManifests[slot] ? [[name, serverManifests[slot]]] : [],
      ),
    );
  /** Has `target` render with the server code of `variant`'s remotes. */
  const registerServerCode = (target: PageRenderer, variant: RemoteVariant) =>
    // biome-ignore lint/correctness/useHookAtTopLevel: the renderer contract's method, not a React hook.
    target.useRemotes(serverManifestsOf(variant));
  /** One renderer per canary variant that can be served; the stable site renders in this thread. */
  const variantRenderers = new Map<string, { variant: RemoteVariant; renderer: VariantRenderer }>();
  const variantRenderer = (variant: RemoteVariant): PageRenderer | undefined => {
    let served = variantRenderers.get(variant.key);
    if (!served && options.createVariantRenderer) {
      served = { variant, renderer: options.createVariantRenderer(log) };
      registerServerCode(served.renderer, variant);
      variantRenderers.set(variant.key, served);
    }
    return served?.renderer;
  };
  /** Starts the renderers of the variants the canaries make (each group's), so that the first
   * canary pages find their renderer loaded, and shuts down those no group is served any more (a
   * rolled-back canary's). */
  const matchRenderersToCanaries = () => {
    const servable = new Map<string, RemoteVariant>();
    for (let group = 0; group < 100; group += 1) {
      const variant = remoteVariant(registry, canaryFile?.current ?? {}, group);
      if (variant.key) servable.set(variant.key, variant);
    }
    for (const [key, { renderer: unused }] of variantRenderers) {
      if (servable.has(key)) continue;
      variantRenderers.delete(key);
      void unused.close();
    }
    for (const variant of servable.values()) variantRenderer(variant);
  };
  const takeServerManifests = (manifests: Record<string, string>) => {
    serverManifests = manifests;
    if (renderer) registerServerCode(renderer, remoteVariant(registry, {}, 0));
    for (const { variant, renderer: served } of variantRenderers.values()) registerServerCode(served, variant);
  };
  const resourceExists = apiResourceExists(apiUrl);
  const { siteOrigin } = options;

  // The visitor's theme and cookie decision live in cookies: pages are sent with them applied.
  await app.register(fastifyCookie);
  await app.register(preferencesEndpoint, { siteOrigin });
  await app.register(apiProxy, { apiUrl, timeoutMs: options.apiTimeoutMs, bodyLimitBytes: API_BODY_LIMIT_BYTES });
  // The page itself is only ever answered through the route catalogue (its status and headers). A
  // page's address (or a moved one) is no file: it goes to the page without a look on disk for one.
  await registerStaticFiles(app, {
    root: options.root,
    remoteOrigins: remoteOrigins(registry),
    index: false,
    allowedPath: (urlPath) => urlPath !== `/${PAGE}` && !urlPath.endsWith('/') && !isPageAddress(urlPath),
  });

  // Browsers need the browser manifests and the site settings; the server manifests stay private.
  // With canaries, each visitor's own: the versions the server renders their pages with.
  app.get('/registry.json', (request, reply) => {
    const variant = variantOf(request, reply);
    reply.type('application/json; charset=utf-8');
    if (hasCanaries()) reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie');
    else reply.header('cache-control', 'no-cache');
    return reply.send(JSON.stringify({ remotes: variant.remotes, site: registry.site }));
  });
  app.get('/healthz', (_request, reply) => sendText(reply, 200, 'ok'));
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteOrigin)),
  );
  app.get('/sitemap.xml', (_request, reply) => sendSitemap(reply, apiUrl, siteOrigin));

  const versions = new SiteVersions({
    // Each remote's manifests, and each canary's beside them under its canary slot.
    manifests: () => {
      const remotes: Record<string, string | undefined> = { ...registry.remotes };
      const serverRemotes: Record<string, string | undefined> = { ...registry.serverRemotes };
      for (const [name, canary] of Object.entries(canaryFile?.current ?? {}) as [RemoteName, RemoteCanaries[RemoteName] & {}][]) {
        remotes[canarySlot(name)] = canary.url;
        serverRemotes[canarySlot(name)] = canary.serverUrl;
      }
      return { remotes, serverRemotes };
    },
    // The canary file is read on every look: a new share serves from the next request on.
    beforeLook: async () => {
      const changed = (await canaryFile?.reload()) ?? false;
      if (changed) matchRenderersToCanaries();
      return changed;
    },
    apiUrl,
    intervalMs: options.remotePollIntervalMs ?? 10_000,
    onServerRemotesChange: takeServerManifests,
    // The other processes of this server (SHELL_WORKERS) look at once, so that a redeployed remote
    // is not shown by one of them and not yet by another for up to a poll interval.
    onChange: () => tellSiblingWorkers(SITE_CHANGED),
    log,
  });
  onSiblingWorkerNews(SITE_CHANGED, () => void versions.refresh());
  matchRenderersToCanaries();
  await versions.start();
  app.addHook('onClose', async () => {
    versions.stop();
    await Promise.all([...variantRenderers.values()].map(({ renderer: served }) => served.close()));
  });

  let site: { pages: RenderedPages; headers: (variant: RemoteVariant) => Record<string, string>; mtimeMs: number } | undefined;
  /** The last look at the built page, shared by the requests of the next PAGE_CHECK_INTERVAL_MS. */
  let lastCheck: { at: number; site: Promise<typeof site> } | undefined;
  /** The shell's built page and everything made from it, read again when a deployment replaces it
   * (looked at once a second at most, not for every request); undefined while no build is in place. */
  const currentSite = () => {
    const now = performance.now();
    if (!lastCheck || now - lastCheck.at >= PAGE_CHECK_INTERVAL_MS) lastCheck = { at: now, site: readSite() };
    return lastCheck.site;
  };
  const readSite = async () => {
    const info = await stat(path.join(options.root, PAGE)).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    if (site?.mtimeMs === info.mtimeMs) return site;
    const template = new PageTemplate(await readFile(path.join(options.root, PAGE), 'utf8'));
    const pages = new RenderedPages({
      renderer,
      template,
      registry,
      siteOrigin,
      version: () => versions.key,
      scriptsFor: (remote, module) => versions.scriptsFor(remote, module),
      cacheTtlMs: options.pageCacheTtlMs ?? 30_000,
      // A process renders on one thread (SHELL_WORKERS processes share the cores): a few renders at
      // once keep it busy while others wait for the API. A page renders once, after its loader, in
      // tens of milliseconds: a burst of visitors waits its turn (a few renders' time) rather than
      // getting the bare frame.
      concurrentRenders: CONCURRENT_RENDERS,
      queuedRenders: QUEUED_RENDERS,
      log,
    });
    const scriptHashes = inlineScriptHashes(template.html);
    // A canary's page loads its code from the canary's origin, which its policy admits.
    const policies = new Map<string, Record<string, string>>();
    const headers = (variant: RemoteVariant) => {
      const origins = remoteOrigins({ ...registry, remotes: variant.remotes });
      const key = origins.join(' ');
      let policy = policies.get(key);
      if (!policy) {
        policy = htmlSecurityHeaders({ remoteOrigins: origins, inlineScriptHashes: scriptHashes });
        policies.set(key, policy);
      }
      return policy;
    };
    site = { pages, headers, mtimeMs: info.mtimeMs };
    return site;
  };

  /** What RenderedPages renders a visitor's page with: their variant's renderer, manifests and scripts. */
  const pageVariant = (variant: RemoteVariant): PageVariant | undefined =>
    variant.key
      ? {
          key: variant.key,
          renderer: variantRenderer(variant),
          remotes: variant.remotes,
          scriptsFor: (remote, module) => versions.scriptsFor(variant.slots[remote] ?? remote, module),
        }
      : undefined;

  // A page's form sent without scripts: its action runs in the visitor's name, then the browser is
  // sent back to the page (303) or given the page again with what was typed and the message.
  await app.register(pageForms, {
    bodyLimitBytes: PAGE_FORM_LIMIT_BYTES,
    siteOrigin,
    answer: async (request, reply, form) => {
      const current = await currentSite();
      if (!current) return sendText(reply, 503, 'The site is being deployed. Please try again in a minute.');
      const variant = variantOf(request, reply);
      const answer = await current.pages.submit(request.url, form, visitorAddress(request), pageVariant(variant));
      switch (answer.kind) {
        case 'sent':
          return reply.code(303).header('location', answer.location).header('cache-control', 'no-store').send();
        case 'refused':
          if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
          return sendPage(request, reply, answer.page, answer.status, current.headers(variant), {
            cookies: request.cookies,
            personal: true,
            remoteVersions: versionsTiming(variant),
          });
        case 'no-action':
          return sendText(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed');
        default:
          return sendText(reply.header('retry-after', '60'), 503, 'The form could not be sent right now. Please go back and try again in a minute.');
      }
    },
  });

  // Every address that is not a file: the page, with the status the route catalogue gives it.
  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed');
    }
    const visitor = visitorAddress(request);
    const address = requestAddress(request.url);
    const decision = decideAddress(address);
    if (decision.kind === 'redirect') {
      return reply.code(301).header('location', decision.location).header('cache-control', 'public, max-age=86400').send();
    }
    const current = await currentSite();
    if (!current) return sendText(reply, 503, 'The site is being deployed. Please try again in a minute.');
    const variant = variantOf(request, reply);
    const page = await current.pages.page(request.url, visitor, pageVariant(variant));
    // Its render's loader has usually learned whether what the address names exists already.
    const status =
      decision.kind === 'record'
        ? await recordPageStatus(decision.resource, visitor, resourceExists, page.found)
        : pageStatus(decision, page.found);
    // With canaries, every page's line names the versions that served it, as its header does.
    if (variant.versions.length > 0) request.log.info({ path: address.pathname, status, versions: variant.versions }, 'page served');
    return sendPage(request, reply, page, status, current.headers(variant), {
      cookies: request.cookies,
      // The first page of a visitor carries their group's cookie: no shared cache may keep it.
      personal: isPersonalAddress(address) || variant.newVisitor,
      remoteVersions: versionsTiming(variant),
    });
  }
  app.setNotFoundHandler(answerPage);
  return app;
}
