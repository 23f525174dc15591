import http from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's protections that matter for a JSON API and its docs page. Headers that only steer legacy
 * browsers' handling of HTML documents (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control,
 * X-Permitted-Cross-Domain-Policies, Origin-Agent-Cluster) are left out: every header is written on
 * every response.
 */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The frontends on their own origins (remotes on 3001-3003) show the service's images.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
};

const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets, computed once on a probe server. The plugin rebuilds helmet's
 * middleware on every request, which cost a fifth of the cached reads' throughput; the headers are the
 * same for every response, so they are computed once and applied by one cheap hook.
 */
export async function computeSecurityHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Record<string, string>> {
  const probe = new FastifyAdapter().getInstance();
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => {
    reply.send('');
  });
  // A real loopback request rather than inject(): inject's cookie parser is ESM-only, which jest's
  // CommonJS runtime cannot load.
  const address = await probe.listen({ port: 0, host: '127.0.0.1' });
  const responseHeaders = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    http
      .get(address, (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers));
      })
      .on('error', reject);
  });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(responseHeaders)) {
    if (!NOT_SECURITY_HEADERS.has(name.toLowerCase()) && typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** Every response carries the security headers and `Vary: Origin`. */
export async function applySecurityHeaders(fastify: FastifyInstance): Promise<void> {
  // Answers depend on the Origin header (CORS), which shared caches must know.
  const headers = { ...(await computeSecurityHeaders()), vary: 'Origin' };
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
