import type { FastifyInstance } from 'fastify';
import { type JsonSnapshot, READ_CACHE_CONTROL, matchesIfNoneMatch } from './json-snapshot.js';

/**
 * Serialized answers of the public GET endpoints, by exact request URL. The posts and foods services
 * publish their snapshots here whenever content is (re)loaded; a request hook answers exact hits
 * before Nest's router and middleware run. Anything else (query strings, unknown slugs, every other
 * route) goes to the controllers as usual, which answer from the same snapshots.
 */
export class ReadCache {
  private groups = new Map<string, ReadonlyMap<string, JsonSnapshot>>();
  private entries = new Map<string, JsonSnapshot>();

  /** Replaces every entry one owner published before (so removed posts stop being served). */
  publish(owner: string, entries: ReadonlyMap<string, JsonSnapshot>): void {
    this.groups.set(owner, entries);
    const merged = new Map<string, JsonSnapshot>();
    for (const group of this.groups.values()) for (const [url, snapshot] of group) merged.set(url, snapshot);
    this.entries = merged;
  }

  get(url: string): JsonSnapshot | undefined {
    return this.entries.get(url);
  }
}

/** Answers GET/HEAD requests whose URL the cache holds, with the snapshot's ETag and a 304 when it matches. */
export function answerFromReadCache(fastify: FastifyInstance, cache: ReadCache): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const snapshot = request.method === 'GET' || request.method === 'HEAD' ? cache.get(request.url) : undefined;
    if (!snapshot) {
      done();
      return;
    }
    reply.header('cache-control', READ_CACHE_CONTROL).header('etag', snapshot.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], snapshot.etag)) {
      reply.code(304).send();
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8').send(snapshot.body);
  });
}
