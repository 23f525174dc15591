// Test helpers for the servers: a server on an ephemeral port, and a raw HTTP client that shows
// exactly what went over the wire (fetch decompresses bodies and hides connection handling).
import { type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Listens on an ephemeral loopback port and returns the server's base URL. */
export async function listenOnEphemeralPort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  /** The client's own address (any 127.x.y.z on Linux loopback stands for another visitor). */
  localAddress?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

/** One request on a fresh connection (no keep-alive), resolved with the undecoded body. */
export function rawRequest(url: string, { method = 'GET', headers = {}, body, localAddress }: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
