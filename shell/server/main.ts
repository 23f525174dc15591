// The shell's production server: the shell build with an SPA fallback whose status comes from the
// route table, the remote registry built from the environment, and /api proxied to the service.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listen, sendText, StaticFiles } from '@gentlebowl/serve';
import { matchRoute } from '../src/app/route-table';
import { proxyToApi } from './api-proxy';
import { registryFromEnvironment } from './remote-registry';
import { securityHeaders } from './security-headers';

const port = Number(process.env.PORT ?? 8080);
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:3000');
const root = process.env.SHELL_ROOT ?? path.resolve(__dirname, '../../dist');
const files = new StaticFiles(root);
const registry = registryFromEnvironment(process.env);
const registryBody = JSON.stringify(registry);

void listen('shell', port, async (request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://shell').pathname;

  if (pathname === '/api' || pathname.startsWith('/api/')) {
    await proxyToApi(apiUrl, request, response);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendText(response, 405, 'Method not allowed');
    return;
  }
  if (pathname === '/registry.json') {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(registryBody);
    return;
  }
  if (pathname === '/healthz') {
    sendText(response, 200, 'ok');
    return;
  }

  const asset = pathname === '/' || pathname === '/index.html' ? null : await files.resolve(pathname);
  if (asset) {
    await files.send(request, response, asset);
    return;
  }

  const page = await files.resolve('/index.html');
  if (!page) {
    sendText(response, 503, 'The site is being deployed. Please try again in a minute.');
    return;
  }
  const html = await readFile(page.absolutePath, 'utf8');
  for (const [name, value] of Object.entries(securityHeaders(registry, html))) response.setHeader(name, value);
  await files.send(request, response, page, {
    status: matchRoute(pathname) ? 200 : 404,
    cacheControl: 'no-cache',
  });
});
