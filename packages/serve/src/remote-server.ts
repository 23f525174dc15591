#!/usr/bin/env node
// Serves one remote's build: its federation manifest, remote entry and chunks, with CORS so the
// shell (on another origin) can load them, and the remote's standalone page at '/'.
import { parseArgs } from 'node:util';
import { listen, sendText } from './http-server';
import { StaticFiles } from './static-files';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT },
    name: { type: 'string', default: 'remote' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error('serve-remote: give the port with --port or PORT');
  process.exit(2);
}

const files = new StaticFiles(values.root);

void listen(values.name, port, async (request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method === 'OPTIONS') {
    response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    response.setHeader('Access-Control-Max-Age', '86400');
    response.statusCode = 204;
    response.end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendText(response, 405, 'Method not allowed');
    return;
  }
  const urlPath = request.url === '/' ? '/index.html' : (request.url ?? '/');
  const file = await files.resolve(urlPath);
  if (!file) {
    sendText(response, 404, 'Not found');
    return;
  }
  await files.send(request, response, file);
});
