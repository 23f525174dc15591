import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A keep-alive connection with no request in progress is closed only after it has stayed idle this
 * long into the shutdown: a client may be sending its next request on it at this very moment, and
 * closing under it would reset that request.
 */
const IDLE_GRACE_MS = 500;
const POLL_MS = 25;

/**
 * Shutdown (SIGTERM via Nest's shutdown hooks, or app.close()) that drops no request: stop accepting
 * connections, let the requests in progress finish and answer them with `Connection: close`, close
 * connections that stay idle, and after `shutdownMs` close whatever is left (a half-sent upload, a
 * client that never reads), so the process always exits.
 */
export function drainConnectionsOnClose(fastify: FastifyInstance, shutdownMs: number): void {
  let draining = false;
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  fastify.addHook('preClose', async () => {
    draining = true;
    const server = fastify.server;
    if (!server.listening) return;
    // net.Server's close stops accepting but, unlike http.Server's, leaves open connections alone.
    net.Server.prototype.close.call(server);
    const started = Date.now();
    while ((await openConnections(server)) > 0) {
      const elapsed = Date.now() - started;
      if (elapsed >= shutdownMs) {
        server.closeAllConnections();
        return;
      }
      if (elapsed >= IDLE_GRACE_MS) server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });
}

function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
