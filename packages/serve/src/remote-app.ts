import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { createServer, sendText } from './server';
import { registerStaticFiles } from './static-files';

export interface RemoteServerOptions {
  name: string;
  /** The remote's build folder. */
  root: string;
  /** Origins the folder's standalone page may load code from besides its own (a host page). */
  remoteOrigins?: readonly string[];
  logLevel?: string;
}

/** One remote's build: its federation manifest, remote entry and chunks, readable from any
 * origin (the shell runs on another), and the remote's standalone page at '/'. */
export async function buildRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance> {
  const app = createServer({ name: options.name, logLevel: options.logLevel });
  await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 86_400 });
  await registerStaticFiles(app, { root: options.root, remoteOrigins: options.remoteOrigins });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(reply.header('allow', 'GET, HEAD, OPTIONS'), 405, 'Method not allowed');
    }
    return sendText(reply, 404, 'Not found');
  });
  return app;
}
