import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BlogPost, type DogFood, SHARE_CARD, shareCardUrl } from '@gentlebowl/contracts';
import request from 'supertest';
import { REAL_CONTENT_DIR, startTestApp, startTestAppOnContentCopy, type TestApp } from '../../test/test-app.js';

/** A PNG's size, from its IHDR chunk (RFC 2083: the signature, then width and height big-endian). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('GET /api/media/share/:folder/:file', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  async function cardOf(imageUrl: string) {
    const card = shareCardUrl(imageUrl);
    if (!card) throw new Error(`${imageUrl} has no share card`);
    return request(testApp.server).get(card).buffer(true);
  }

  it("answers a post's and a food's picture as a PNG of the share card's size", async () => {
    const post = (await request(testApp.server).get('/api/blog-posts/bland-diet-basics').expect(200)).body as BlogPost;
    const food = (await request(testApp.server).get('/api/dog-foods/1').expect(200)).body as DogFood;

    for (const imageUrl of [post.imageUrl, food.imageUrl]) {
      const response = await cardOf(imageUrl);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(SHARE_CARD.type);
      expect(pngSize(response.body)).toEqual({ width: SHARE_CARD.width, height: SHARE_CARD.height });
    }
  });

  it('is cached like the media files, with an ETag that answers 304', async () => {
    const response = await request(testApp.server).get('/api/media/share/posts/reading-labels.png').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    await request(testApp.server)
      .get('/api/media/share/posts/reading-labels.png')
      .set('If-None-Match', response.headers.etag as string)
      .expect(304);
  });

  it.each([
    ['an unknown name', '/api/media/share/posts/no-such-post.png'],
    ['an unknown folder', '/api/media/share/no-such-folder/reading-labels.png'],
    ['another extension', '/api/media/share/posts/reading-labels.svg'],
    ['an upper-case name', '/api/media/share/posts/Reading-Labels.png'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await request(testApp.server).get(url).expect(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Share image not found' });
  });

  describe('an address that climbs out of the media folder', () => {
    // The test app's media folder is the fixtures'; four folders up is services/, whose real content
    // holds this SVG, so a route that followed '..' would draw it.
    const target = 'content/media/posts/bland-diet-for-dogs-chicken-and-rice';
    const fromMedia = `../../../../${target}`;
    const fromPosts = `../${fromMedia}`;

    it('aims at an SVG that exists', () => {
      expect(existsSync(path.join(REAL_CONTENT_DIR, 'media/posts/bland-diet-for-dogs-chicken-and-rice.svg'))).toBe(true);
      expect(existsSync(`${path.resolve(testApp.config.mediaDir, fromMedia)}.svg`)).toBe(true);
      expect(existsSync(`${path.resolve(testApp.config.mediaDir, 'posts', fromPosts)}.svg`)).toBe(true);
    });

    it.each([
      ['in the folder', `/api/media/share/${encodeURIComponent(path.dirname(fromMedia))}/${path.basename(fromMedia)}.png`],
      ['in the name', `/api/media/share/posts/${encodeURIComponent(`${fromPosts}.png`)}`],
      ['with plain dots', `/api/media/share/${fromMedia}.png`],
    ])('is refused %s', async (_case, url) => {
      const response = await request(testApp.server).get(url);
      // 404 from the share route; plain dots reach the media files' handler, which answers 403.
      expect([403, 404]).toContain(response.status);
      expect(response.headers['content-type']).not.toBe(SHARE_CARD.type);
    });
  });
});

describe('share cards after a content import', () => {
  let testApp: TestApp;
  let contentDir: string;

  beforeAll(async () => {
    testApp = await startTestAppOnContentCopy();
    contentDir = testApp.config.contentDir;
  });
  afterAll(() => testApp.close());

  it('draws an edited picture anew once an import run by another process brings it', async () => {
    const url = '/api/media/share/posts/reading-labels.png';
    const before = await request(testApp.server).get(url).expect(200);
    const file = path.join(contentDir, 'media', 'posts', 'reading-labels.svg');
    const source = await readFile(file, 'utf8');
    const edited = source.replace(/fill="#[0-9a-fA-F]+"/, 'fill="#c0392b"');
    expect(edited).not.toBe(source);
    await writeFile(file, edited);
    // Until the import, the card drawn before is kept.
    expect((await request(testApp.server).get(url).expect(200)).headers.etag).toBe(before.headers.etag);

    await testApp.importContent(contentDir);

    let after = before;
    for (let attempt = 0; attempt < 50 && after.headers.etag === before.headers.etag; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await request(testApp.server).get(url).expect(200);
    }
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
