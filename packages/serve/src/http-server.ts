import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Starts an HTTP server that answers 500 (never a stack trace) if a handler throws, and closes
 * cleanly on SIGINT/SIGTERM so the launcher leaves no process behind. */
export function listen(name: string, port: number, handler: RequestHandler): Promise<void> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', server: name, url: request.url, error: String(error) }));
      if (!response.headersSent) {
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      response.end('Internal server error');
    });
  });
  server.keepAliveTimeout = 65_000;

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      console.log(JSON.stringify({ level: 'info', server: name, msg: `listening on http://localhost:${port}` }));
      resolve();
    });
  });
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(text);
}
