import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const READ_CACHE_CONTROL = 'public, max-age=60';

/** A JSON answer serialized once, with a strong ETag over its exact bytes. */
export class JsonSnapshot {
  readonly body: Buffer;
  readonly etag: string;

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 32)}"`;
  }
}

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored, `*` matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Sends a snapshot with cache headers, or 304 when the client already holds these bytes. */
export function sendSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: JsonSnapshot): void {
  reply.header('cache-control', READ_CACHE_CONTROL).header('etag', snapshot.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], snapshot.etag)) {
    reply.code(304).send();
    return;
  }
  reply.header('content-type', 'application/json; charset=utf-8').send(snapshot.body);
}
