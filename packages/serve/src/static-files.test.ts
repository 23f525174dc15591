import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StaticFiles } from './static-files';

describe('StaticFiles', () => {
  let root: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'serve-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'remoteEntry.js'), 'console.log("entry");'.repeat(20));
    await writeFile(path.join(root, 'main.0123456789.js'), 'console.log("chunk")');
    await writeFile(path.join(root, 'index.html'), '<title>x</title>');
    const files = new StaticFiles(root);
    server = createServer(async (request, response) => {
      const file = await files.resolve(request.url ?? '/');
      if (!file) {
        response.statusCode = 404;
        response.end();
        return;
      }
      await files.send(request, response, file);
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('serves the remote entry uncached and compressed when the browser accepts gzip', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log("entry")');
  });

  it('answers 304 when the browser already has the current version', async () => {
    const first = await fetch(`${base}/main.0123456789.js`);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toContain('immutable');
    const second = await fetch(`${base}/main.0123456789.js`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('serves a replaced file at once (a redeployment is visible on the next request)', async () => {
    await writeFile(path.join(root, 'index.html'), '<title>new build</title>');
    const response = await fetch(`${base}/index.html`);
    expect(await response.text()).toBe('<title>new build</title>');
  });

  it('never serves files outside its folder', async () => {
    const response = await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`);
    expect(response.status).toBe(404);
  });
});
