import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost, BlogPostSummary } from '@gentlebowl/contracts';
import request from 'supertest';
import { startTestApp, startTestAppOnContentCopy, type TestApp } from '../../test/test-app.js';

describe('GET /api/blog-posts', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('lists every post newest first, without bodies', async () => {
    const response = await request(testApp.server).get('/api/blog-posts').expect(200);
    const posts = response.body as BlogPostSummary[];
    expect(posts.map((post) => post.slug)).toEqual(['bland-diet-basics', 'gentle-transitions', 'reading-labels']);
    expect(posts[0]).toEqual({
      id: expect.any(Number),
      title: 'Bland Diet Basics',
      slug: 'bland-diet-basics',
      excerpt: 'A short-term bland diet can settle a mild upset stomach.',
      imageUrl: '/api/media/posts/bland-diet-basics.svg',
      category: 'Recipes',
      tags: ['Digestive Health', 'Homemade'],
      readTime: 3,
      publishedAt: '2025-04-20',
      metaDescription: 'A short-term bland diet of plain cooked turkey and rice for mild stomach upsets.',
      metaKeywords: 'bland diet for dogs',
    });
    expect(posts[1]).not.toHaveProperty('content');
  });

  it('answers with a strong ETag and a 60 second public cache', async () => {
    const response = await request(testApp.server).get('/api/blog-posts').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const notModified = await request(testApp.server)
      .get('/api/blog-posts')
      .set('If-None-Match', response.headers.etag as string)
      .expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.etag).toBe(response.headers.etag);

    await request(testApp.server).get('/api/blog-posts').set('If-None-Match', '"something-else"').expect(200);
  });

  it('returns one post with its sanitized HTML body', async () => {
    const response = await request(testApp.server).get('/api/blog-posts/gentle-transitions').expect(200);
    const post = response.body as BlogPost;
    expect(post.title).toBe('Gentle Food Transitions');
    expect(post.content).toContain('<h2>Why go slowly</h2>');
    expect(post.content).toContain('<strong>7 to 10 days</strong>');
    expect(post.content).toContain('<a href="/blog/reading-labels">label guide</a>');
    expect(post.content).toContain('<a href="https://www.avma.org/" rel="noopener noreferrer" target="_blank">');
    expect(post.content).not.toMatch(/<script|onerror|alert\(/);
    expect(post.content).toContain('<img src="/api/media/posts/gentle-transitions.svg" alt="A calm dog" loading="lazy" />');
    expect(response.headers.etag).toBeDefined();
  });

  it('answers 304 for a post the client already holds', async () => {
    const first = await request(testApp.server).get('/api/blog-posts/reading-labels').expect(200);
    await request(testApp.server)
      .get('/api/blog-posts/reading-labels')
      .set('If-None-Match', `W/${first.headers.etag as string}`)
      .expect(304);
  });

  it('answers a URL with a query string from the same data', async () => {
    const plain = await request(testApp.server).get('/api/blog-posts').expect(200);
    const withQuery = await request(testApp.server).get('/api/blog-posts?utm_source=newsletter').expect(200);
    expect(withQuery.body).toEqual(plain.body);
    expect(withQuery.headers.etag).toBe(plain.headers.etag);
    expect(withQuery.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await request(testApp.server).head('/api/blog-posts/reading-labels').expect(200);
    expect(response.headers.etag).toBeDefined();
    expect(response.text).toBeUndefined();
  });

  it('answers 404 JSON for an unknown slug', async () => {
    const response = await request(testApp.server).get('/api/blog-posts/no-such-post').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Blog post not found' });
  });
});

describe('read cache refresh', () => {
  let testApp: TestApp;
  let contentDir: string;

  beforeAll(async () => {
    testApp = await startTestAppOnContentCopy();
    contentDir = testApp.config.contentDir;
  });
  afterAll(() => testApp.close());

  it('serves an edited post after an import run by another process', async () => {
    const before = await request(testApp.server).get('/api/blog-posts/reading-labels').expect(200);
    const file = path.join(contentDir, 'posts', 'reading-labels.md');
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace('title: "Reading Dog Food Labels"', 'title: "Reading Labels, Revised"'));

    await testApp.importContent(contentDir);

    let after = before;
    for (let attempt = 0; attempt < 50 && after.body.title !== 'Reading Labels, Revised'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await request(testApp.server).get('/api/blog-posts/reading-labels');
    }
    expect(after.body.title).toBe('Reading Labels, Revised');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.id).toBe(before.body.id);
  });

  it('stops serving a post whose file was deleted', async () => {
    await rm(path.join(contentDir, 'posts', 'bland-diet-basics.md'));
    await testApp.importContent(contentDir);
    let status = 200;
    for (let attempt = 0; attempt < 50 && status === 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await request(testApp.server).get('/api/blog-posts/bland-diet-basics')).status;
    }
    expect(status).toBe(404);
    const list = await request(testApp.server).get('/api/blog-posts').expect(200);
    expect(list.body.map((post: { slug: string }) => post.slug)).toEqual(['gentle-transitions', 'reading-labels']);
  });
});
