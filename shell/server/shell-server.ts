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
import { isPersonalAddress, matchRoute, redirectFor, requestAddress } from '@gentlebowl/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer, RendererLogEntry } from './page-renderer-contract';
import { apiProxy, isApiAddress, refuseMalformedApiAddress, visitorAddress } from './api-proxy';
import { PageTemplate } from './page-document';
import { preferencesEndpoint } from './preferences-endpoint';
import { apiResourceExists, decideAddress, pageStatus, recordPageStatus } from './page-decision';
import { type RemoteRegistry, remoteOrigins } from './remote-registry';
import { RenderedPages } from './rendered-pages';
import { PAGE_FORM_LIMIT_BYTES, pageForms } from './page-forms';
import { sendPage } from './send-page';
import { robotsTxt, sitemapEntries, sitemapXml } from './site-index';
import { SiteVersions } from './site-versions';

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
const CONCURRENT_RENDERS = 4;
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
  // Browsers need the browser manifests and the site settings; the server manifests stay private.
  const registryBody = JSON.stringify({ remotes: registry.remotes, site: registry.site });
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

  app.get('/registry.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(registryBody),
  );
  app.get('/healthz', (_request, reply) => sendText(reply, 200, 'ok'));
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteOrigin)),
  );
  app.get('/sitemap.xml', (_request, reply) => sendSitemap(reply, apiUrl, siteOrigin));

  const versions = new SiteVersions({
    registry,
    apiUrl,
    intervalMs: options.remotePollIntervalMs ?? 10_000,
    onServerRemotesChange: (manifests) => renderer?.useRemotes(manifests),
    // The other processes of this server (SHELL_WORKERS) look at once, so that a redeployed remote
    // is not shown by one of them and not yet by another for up to a poll interval.
    onChange: () => tellSiblingWorkers(SITE_CHANGED),
    log,
  });
  onSiblingWorkerNews(SITE_CHANGED, () => void versions.refresh());
  await versions.start();
  app.addHook('onClose', async () => versions.stop());

  let site: { pages: RenderedPages; headers: Record<string, string>; mtimeMs: number } | undefined;
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
    const headers = htmlSecurityHeaders({ remoteOrigins: remoteOrigins(registry), inlineScriptHashes: inlineScriptHashes(template.html) });
    site = { pages, headers, mtimeMs: info.mtimeMs };
    return site;
  };

  // A page's form sent without scripts: its action runs in the visitor's name, then the browser is
  // sent back to the page (303) or given the page again with what was typed and the message.
  await app.register(pageForms, {
    bodyLimitBytes: PAGE_FORM_LIMIT_BYTES,
    siteOrigin,
    answer: async (request, reply, form) => {
      const current = await currentSite();
      if (!current) return sendText(reply, 503, 'The site is being deployed. Please try again in a minute.');
      const answer = await current.pages.submit(request.url, form, visitorAddress(request));
      switch (answer.kind) {
        case 'sent':
          return reply.code(303).header('location', answer.location).header('cache-control', 'no-store').send();
        case 'refused':
          if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
          return sendPage(request, reply, answer.page, answer.status, current.headers, { cookies: request.cookies, personal: true });
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
    const page = await current.pages.page(request.url, visitor);
    // Its render's loader has usually learned whether what the address names exists already.
    const status =
      decision.kind === 'record'
        ? await recordPageStatus(decision.resource, visitor, resourceExists, page.found)
        : pageStatus(decision, page.found);
    return sendPage(request, reply, page, status, current.headers, { cookies: request.cookies, personal: isPersonalAddress(address) });
  }
  app.setNotFoundHandler(answerPage);
  return app;
}
