import { readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-policy';
import { htmlSecurityHeaders, inlineScriptHashes } from './html-security';

/** The build writes `.br` and `.gz` beside each compressible file (scripts/lib/precompress.mjs). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** What a build leaves beside its files for its makers, not for visitors: source maps and the
 * federation plugin's build statistics (with their compressed copies). */
const BUILD_METADATA = /(?:\.map|(?:^|\/)mf-manifest-stats\.json)$/i;

/**
 * Whether a file may be served at this path (as @fastify/static hands it over: decoded, so it names
 * the file on disk). Source maps and build statistics are answered like a missing file even when
 * deployed; dot-files, such as the build's `.build-stamp`, already are (`dotfiles: 'ignore'`).
 */
function isPublicFile(filePath: string): boolean {
  return !BUILD_METADATA.test(filePath.replace(PRECOMPRESSED_SUFFIX, ''));
}

/** No file name holds a NUL byte (`/a%00b`): such a path is a missing file, for the not-found
 * handler, rather than the bare 400 the file sender would answer. */
function canNameAFile(filePath: string): boolean {
  return !filePath.includes('\0');
}

export interface StaticFilesOptions {
  /** The folder served at '/'. */
  root: string;
  /** Origins the folder's HTML pages may load code, data and images from (the shell's remotes). */
  remoteOrigins?: readonly string[];
  /** Files served for a folder's address; `false` leaves folders to the not-found handler. */
  index?: false | string[];
  /** URL paths served as files; the others go to the not-found handler. Build metadata never is
   * (`isPublicFile`). */
  allowedPath?: (urlPath: string, root: string, request: FastifyRequest) => boolean;
}

/** Security headers of each HTML file, recomputed when the file changes (a new deployment). */
class PageHeaders {
  private readonly byFile = new Map<string, { version: string; headers: Record<string, string> }>();

  constructor(private readonly remoteOrigins: readonly string[]) {}

  for(htmlPath: string, servedPath: string, stat: Stats): Record<string, string> {
    const version = `${servedPath}:${stat.size}:${stat.mtimeMs}`;
    const known = this.byFile.get(htmlPath);
    if (known?.version === version) return known.headers;
    // setHeaders must be synchronous; this read happens once per deployed page, not per request.
    const html = readFileSync(htmlPath, 'utf8');
    const headers = htmlSecurityHeaders({ remoteOrigins: this.remoteOrigins, inlineScriptHashes: inlineScriptHashes(html) });
    this.byFile.set(htmlPath, { version, headers });
    return headers;
  }
}

/**
 * Serves a built folder with @fastify/static: read from disk on each request (a deployment that
 * swaps the folder's content is served at once), the build's precompressed brotli or gzip variant
 * when the browser accepts it, weak ETags and Last-Modified with RFC 9110 conditional requests,
 * the cache policy (entry points revalidated, hashed files immutable), and the security headers on
 * every HTML page. Source maps, build statistics and dot-files are answered like missing files.
 * Registers `reply.sendFile` for the folder.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  const root = path.resolve(options.root);
  const pageHeaders = new PageHeaders(options.remoteOrigins ?? []);
  await app.register(fastifyStatic, {
    root,
    index: options.index,
    allowedPath: (urlPath, folder, request) =>
      canNameAFile(urlPath) && isPublicFile(urlPath) && (options.allowedPath?.(urlPath, folder, request) ?? true),
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders(response, servedPath, stat) {
      const filePath = servedPath.replace(PRECOMPRESSED_SUFFIX, '');
      response.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
      response.setHeader('vary', 'Accept-Encoding');
      if (filePath.endsWith('.html')) {
        for (const [name, value] of Object.entries(pageHeaders.for(filePath, servedPath, stat))) response.setHeader(name, value);
      }
    },
  });
}
