import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { cacheControlFor } from './cache-policy';
import { contentTypeFor, isCompressible } from './content-types';

type Encoding = 'br' | 'gzip' | 'identity';

interface CachedBody {
  key: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

export interface StaticFile {
  absolutePath: string;
  relativePath: string;
}

export interface SendFileOptions {
  status?: number;
  cacheControl?: string;
  /** Rewrites the file's text before it is sent (used to inject configuration into HTML). */
  transform?: (text: string) => string;
}

/** Serves built files from one folder: compression, validators and cache headers. Files are
 * read from disk on each request (with a small compressed cache keyed by mtime and size), so a
 * deployment that swaps the folder's content is served at once. */
export class StaticFiles {
  private readonly root: string;
  private readonly cache = new Map<string, CachedBody>();

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Resolves a URL path to a file inside the root, or null (missing, a folder, or outside). */
  async resolve(urlPath: string): Promise<StaticFile | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
    } catch {
      return null;
    }
    const absolutePath = path.resolve(this.root, `.${path.posix.normalize(decoded)}`);
    if (absolutePath !== this.root && !absolutePath.startsWith(this.root + path.sep)) return null;
    try {
      const info = await stat(absolutePath);
      if (!info.isFile()) return null;
    } catch {
      return null;
    }
    return { absolutePath, relativePath: path.relative(this.root, absolutePath) };
  }

  async send(
    request: IncomingMessage,
    response: ServerResponse,
    file: StaticFile,
    options: SendFileOptions = {},
  ): Promise<void> {
    const info = await stat(file.absolutePath);
    const contentType = contentTypeFor(path.extname(file.absolutePath));
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const status = options.status ?? 200;

    response.setHeader('Content-Type', contentType);
    response.setHeader('Cache-Control', options.cacheControl ?? cacheControlFor(file.relativePath));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Vary', 'Accept-Encoding');
    if (!options.transform) response.setHeader('ETag', etag);

    if (status === 200 && !options.transform && request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }

    const encoding = isCompressible(contentType) ? negotiate(request) : 'identity';
    const body = await this.body(file.absolutePath, `${etag}:${options.transform ? 't' : ''}`, encoding, options.transform);
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    response.statusCode = status;
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  private async body(
    absolutePath: string,
    key: string,
    encoding: Encoding,
    transform?: (text: string) => string,
  ): Promise<Buffer> {
    let entry = this.cache.get(absolutePath);
    if (!entry || entry.key !== key || transform) {
      entry = { key, bodies: {} };
      if (!transform) this.cache.set(absolutePath, entry);
    }
    const cached = entry.bodies[encoding];
    if (cached) return cached;

    const raw = await readFile(absolutePath);
    const identity = transform ? Buffer.from(transform(raw.toString('utf8'))) : raw;
    const encoded =
      encoding === 'br'
        ? brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? gzipSync(identity, { level: 9 })
          : identity;
    entry.bodies[encoding] = encoded;
    return encoded;
  }
}

function negotiate(request: IncomingMessage): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
