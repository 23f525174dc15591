import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createServer } from './server';
import { registerStaticFiles } from './static-files';
import { listenOnEphemeralPort, rawRequest } from './testing/http';

describe('registerStaticFiles', () => {
  let root: string;
  let app: FastifyInstance;
  let base: string;
  const get = (url: string, headers: Record<string, string> = {}) => rawRequest(`${base}${url}`, { headers });
  const entry = 'console.log("entry");'.repeat(100);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'serve-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'remoteEntry.js'), entry);
    await writeFile(path.join(root, 'remoteEntry.js.br'), brotliCompressSync(entry));
    await writeFile(path.join(root, 'main.0123456789.js'), 'console.log("chunk")');
    await writeFile(path.join(root, 'index.html'), '<title>x</title><script>window.ready=1</script>');
    await writeFile(path.join(root, 'mf-manifest.json'), '{"name":"mfe_test"}');
    app = createServer({ name: 'test', logLevel: 'silent' });
    await registerStaticFiles(app, { root, remoteOrigins: ['http://remote.test'] });
    app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('No such file'));
    base = await listenOnEphemeralPort(app);
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("serves the build's brotli copy of the remote entry, uncached, with its compressed length", async () => {
    const response = await get('/remoteEntry.js', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(entry);
  });

  it('serves the plain file to a browser that accepts no compression', async () => {
    const response = await get('/remoteEntry.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(entry);
  });

  it('caches content-hashed files for a year', async () => {
    const response = await get('/main.0123456789.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe('conditional GET (RFC 9110 13.1.2: If-None-Match uses the weak comparison)', () => {
    let etag: string;
    beforeAll(async () => {
      etag = String((await get('/main.0123456789.js')).headers.etag);
    });
    const ask = (ifNoneMatch: string) => get('/main.0123456789.js', { 'if-none-match': ifNoneMatch });

    it('answers 304 to the ETag the browser holds', async () => {
      expect((await ask(etag)).status).toBe(304);
    });

    it('answers 304 when the browser sends it without the weak prefix', async () => {
      expect((await ask(etag.replace(/^W\//, ''))).status).toBe(304);
    });

    it('answers 304 when the ETag is one of a list, and to "*"', async () => {
      expect((await ask(`"elsewhere", ${etag} , W/"older"`)).status).toBe(304);
      expect((await ask('*')).status).toBe(304);
    });

    it('sends the file when no ETag in the list matches', async () => {
      const response = await ask('W/"older", "elsewhere"');
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe('console.log("chunk")');
    });
  });

  it('serves a replaced file at once (a redeployment is visible on the next request)', async () => {
    await writeFile(path.join(root, 'index.html'), '<title>new build</title>');
    expect((await get('/index.html')).body.toString()).toBe('<title>new build</title>');
  });

  it('sends every HTML page with a content security policy that forbids framing', async () => {
    await writeFile(path.join(root, 'index.html'), '<title>x</title><script>window.ready=1</script>');
    const response = await get('/index.html');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' http:\/\/remote\.test 'sha256-[A-Za-z0-9+/=]+'/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers a path holding a NUL byte with the server's not-found answer, not a bare 400", async () => {
    const missing = await get('/never-deployed.js');
    for (const url of ['/a%00b', '/remoteEntry.js%00', '/%00']) {
      const response = await get(url);
      expect({ status: response.status, body: response.body.toString() }).toEqual({ status: 404, body: missing.body.toString() });
    }
  });

  describe('build metadata on disk', () => {
    const metadata = [
      'main.0123456789.js.map',
      'main.0123456789.js.map.br',
      'main.0123456789.js.map.gz',
      'assets/styles.css.map',
      'mf-manifest-stats.json',
      'mf-manifest-stats.json.br',
      'server/mf-manifest-stats.json',
      '.build-stamp',
      'assets/.build-stamp',
    ];

    beforeAll(async () => {
      await mkdir(path.join(root, 'server'));
      for (const file of metadata) await writeFile(path.join(root, file), '{"sources":["webpack://secret/src/app.tsx"]}');
    });

    it.each(metadata)("answers /%s with the server's not-found answer, as for a file that is not there", async (file) => {
      const missing = await get('/never-deployed.js');
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
        const response = await get(`/${file}`, headers);
        expect({ status: response.status, body: response.body.toString() }).toEqual({
          status: missing.status,
          body: missing.body.toString(),
        });
        expect(missing.status).toBe(404);
      }
    });

    it('is not reachable through an escaped spelling of its name', async () => {
      for (const url of ['/main.0123456789.js%2Emap', '/mf-manifest-stats%2ejson', '/server%2Fmf-manifest-stats.json', '/%2Ebuild-stamp']) {
        const response = await get(url);
        expect(response.status).toBe(404);
        expect(response.body.toString()).not.toContain('webpack://');
      }
    });

    it('leaves the federation manifest and the code itself served', async () => {
      expect((await get('/mf-manifest.json')).body.toString()).toBe('{"name":"mfe_test"}');
      expect((await get('/main.0123456789.js')).status).toBe(200);
    });
  });

  it('never serves files outside its folder', async () => {
    for (const url of ['/..%2F..%2Fetc%2Fpasswd', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await get(url);
      expect([403, 404]).toContain(response.status);
      expect(response.body.toString()).not.toContain('root:');
    }
  });
});
