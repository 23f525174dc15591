import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Forwards a request to the API service, streaming both bodies. When the service cannot be
 * reached the browser gets a 502 with a readable JSON message, as the API's own errors read. */
export function proxyToApi(apiUrl: URL, request: IncomingMessage, response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
    );
    const upstream = httpRequest(
      {
        protocol: apiUrl.protocol,
        hostname: apiUrl.hostname,
        port: apiUrl.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, host: apiUrl.host, 'x-forwarded-host': request.headers.host ?? '' },
      },
      (upstreamResponse) => {
        const responseHeaders = Object.fromEntries(
          Object.entries(upstreamResponse.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
        );
        response.writeHead(upstreamResponse.statusCode ?? 502, responseHeaders);
        upstreamResponse.pipe(response);
        upstreamResponse.on('end', resolve);
        upstreamResponse.on('error', () => resolve());
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(
          JSON.stringify({
            statusCode: 502,
            error: 'Bad Gateway',
            message: 'The service is unavailable right now. Please try again shortly.',
          }),
        );
      } else {
        response.destroy();
      }
      resolve();
    });
    request.pipe(upstream);
  });
}
