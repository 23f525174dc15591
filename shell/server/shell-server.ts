// The shell's production server: the shell build with an SPA fallback whose status, redirects and
// site index come from the route catalogue, the remote registry, and /api proxied to the service.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { API_BODY_LIMIT_BYTES, type BlogPostSummary, type DogFood } from '@gentlebowl/contracts';
import { createServer, registerStaticFiles, sendText } from '@gentlebowl/serve';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiProxy } from './api-proxy';
import { apiResourceExists, decidePage } from './page-decision';
import { type RemoteRegistry, remoteOrigins } from './remote-registry';
import { robotsTxt, sitemapEntries, sitemapXml } from './site-index';

export interface ShellServerOptions {
  /** The shell's build folder. */
  root: string;
  apiUrl: URL;
  /** How long the /api proxy waits for the API (API_TIMEOUT_MS). */
  apiTimeoutMs: number;
  /** Proxies in front of the shell whose X-Forwarded-* headers are believed (SHELL_TRUSTED_PROXIES). */
  trustedProxies: readonly string[];
  registry: RemoteRegistry;
  logLevel?: string;
}

const PAGE = 'index.html';

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
  const app = createServer({ name: 'shell', trustedProxies: options.trustedProxies, logLevel: options.logLevel });
  const registryBody = JSON.stringify(registry);
  const resourceExists = apiResourceExists(apiUrl);
  /** The public origin: the configured one, else the address the request came in on. */
  const siteOrigin = (host: string) => registry.site.siteOrigin ?? `http://${host}`;

  await app.register(apiProxy, { apiUrl, timeoutMs: options.apiTimeoutMs, bodyLimitBytes: API_BODY_LIMIT_BYTES });
  // The page itself is only ever answered through the route catalogue (its status and headers).
  await registerStaticFiles(app, {
    root: options.root,
    remoteOrigins: remoteOrigins(registry),
    index: false,
    allowedPath: (urlPath) => urlPath !== `/${PAGE}` && !urlPath.endsWith('/'),
  });

  app.get('/registry.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(registryBody),
  );
  app.get('/healthz', (_request, reply) => sendText(reply, 200, 'ok'));
  app.get('/robots.txt', (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteOrigin(request.host))),
  );
  app.get('/sitemap.xml', (request, reply) => sendSitemap(reply, apiUrl, siteOrigin(request.host)));

  // Every address that is not a file: the page, with the status the route catalogue gives it.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed');
    }
    const decision = await decidePage(new URL(request.url, 'http://shell'), resourceExists);
    if (decision.kind === 'redirect') {
      return reply.code(301).header('location', decision.location).header('cache-control', 'public, max-age=86400').send();
    }
    const present = await stat(path.join(options.root, PAGE)).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!present) return sendText(reply, 503, 'The site is being deployed. Please try again in a minute.');
    if (decision.status === 200) return reply.sendFile(PAGE);
    // An address with no page has no representation to be "not modified" (RFC 9110 13.1.2): the
    // not-found page is sent whole, without validators, whatever the request's conditions.
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
    return reply.code(404).sendFile(PAGE, { etag: false, lastModified: false });
  });
  return app;
}
