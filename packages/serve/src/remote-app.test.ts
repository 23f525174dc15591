import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from './remote-app';
import { listenOnEphemeralPort, rawRequest } from './testing/http';

describe('buildRemoteServer', () => {
  let root: string;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'remote-'));
    await writeFile(path.join(root, 'mf-manifest.json'), '{"name":"mfe_test"}');
    await writeFile(path.join(root, 'remoteEntry.js'), 'var mfe_test;');
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>mfe-test (standalone)</title><script defer src="main.0123456789.js"></script>');
    app = await buildRemoteServer({ name: 'mfe-test', root, logLevel: 'silent' });
    base = await listenOnEphemeralPort(app);
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('lets a page on any origin load the manifest and the remote entry, always revalidated', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await rawRequest(`${base}/${file}`, { headers: { origin: 'http://shell.test' } });
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a CORS preflight for reading, remembered for a day', async () => {
    const response = await rawRequest(`${base}/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shell.test', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(response.headers['access-control-max-age']).toBe('86400');
  });

  it('serves the standalone page at / with a content security policy and no framing', async () => {
    const response = await rawRequest(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('mfe-test (standalone)');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 404 for a file it does not have and 405 for anything but reading', async () => {
    expect((await rawRequest(`${base}/missing.js`)).status).toBe(404);
    const post = await rawRequest(`${base}/remoteEntry.js`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});
