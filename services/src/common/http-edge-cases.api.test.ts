import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { openApiDocumentWithoutDatabase } from '../create-app.js';

const validWizard = {
  dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' },
  symptoms: { symptoms: ['diarrhea'], frequency: 'weekly', duration: '1-4-weeks' },
  foodPreferences: { foodTypes: ['dry'], budget: '50-100' },
};
const withDog = (dogInfo: Record<string, unknown>) => JSON.stringify({ ...validWizard, dogInfo: { ...validWizard.dogInfo, ...dogInfo } });
const withSymptoms = (symptoms: Record<string, unknown>) =>
  JSON.stringify({ ...validWizard, symptoms: { ...validWizard.symptoms, ...symptoms } });
const withPreferences = (preferences: Record<string, unknown>) =>
  JSON.stringify({ ...validWizard, foodPreferences: { ...validWizard.foodPreferences, ...preferences } });
const contact = (fields: Record<string, unknown>) =>
  JSON.stringify({ name: 'Dana', email: 'dana@example.com', message: 'Hello', ...fields });

const JSON_TYPE = 'application/json';

/** Every key of an error body, as the OpenAPI document's description promises: `{ statusCode, error, message }`, plus `issues`. */
const ERROR_BODY_KEYS = ['statusCode', 'error', 'message', 'issues'];

interface MalformedRequest {
  name: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  contentType?: string;
  body?: string;
}

const malformedRequests: MalformedRequest[] = [
  { name: 'broken JSON', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: '{bad' },
  { name: 'truncated JSON', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: '{"dogInfo":' },
  { name: 'JSON null', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: 'null' },
  { name: 'JSON array', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: '[]' },
  { name: 'JSON string', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: '"wizard"' },
  { name: 'JSON number', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: '42' },
  { name: 'JSON boolean', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: 'true' },
  { name: 'empty object', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: '{}' },
  { name: 'empty JSON body', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: '' },
  { name: 'no body at all', method: 'post', path: '/api/recommendations' },
  { name: 'plain text body', method: 'post', path: '/api/recommendations', contentType: 'text/plain', body: 'hello' },
  { name: 'XML body', method: 'post', path: '/api/recommendations', contentType: 'application/xml', body: '<dog/>' },
  { name: 'form body', method: 'post', path: '/api/recommendations', contentType: 'application/x-www-form-urlencoded', body: 'dogInfo=rex' },
  { name: 'multipart body', method: 'post', path: '/api/contact', contentType: 'multipart/form-data; boundary=x', body: '--x--' },
  { name: '__proto__ pollution', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: '{"__proto__":{"polluted":true}}' },
  { name: 'constructor pollution', method: 'post', path: '/api/newsletter-subscribe', contentType: JSON_TYPE, body: '{"constructor":{"prototype":{"polluted":true}}}' },
  { name: 'dogInfo as text', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: JSON.stringify({ ...validWizard, dogInfo: 'Rex' }) },
  { name: 'dog name as number', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withDog({ dogName: 7 }) },
  { name: 'dog name as object', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withDog({ dogName: { first: 'Rex' } }) },
  { name: 'dog name with NUL', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withDog({ dogName: 'Re\u0000x' }) },
  { name: 'dog name of 5000 characters', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withDog({ dogName: 'ð'.repeat(5000) }) },
  { name: 'breed as array', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withDog({ breed: ['beagle'] }) },
  { name: 'symptoms as text', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withSymptoms({ symptoms: 'vomiting' }) },
  { name: 'symptoms as numbers', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withSymptoms({ symptoms: [1, 2] }) },
  { name: 'symptom list longer than the vocabulary', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withSymptoms({ symptoms: Array(50).fill('gas') }) },
  { name: 'note with NUL', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withSymptoms({ additionalInfo: '\u0000' }) },
  { name: 'note as number', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withSymptoms({ additionalInfo: 12 }) },
  { name: 'nested food types', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withPreferences({ foodTypes: [['dry']] }) },
  { name: 'allergies null', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withPreferences({ allergies: null }) },
  { name: 'budget as number', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withPreferences({ budget: 50 }) },
  { name: 'deeply nested JSON', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'number overflow', method: 'post', path: '/api/recommendations', contentType: JSON_TYPE, body: withDog({ dogName: 'OVERFLOW' }).replace('"OVERFLOW"', '1e400') },
  { name: 'email with NUL', method: 'post', path: '/api/newsletter-subscribe', contentType: JSON_TYPE, body: '{"email":"a\\u0000@example.com"}' },
  { name: 'email of 10000 characters', method: 'post', path: '/api/newsletter-subscribe', contentType: JSON_TYPE, body: JSON.stringify({ email: `${'a'.repeat(10_000)}@example.com` }) },
  { name: 'email as object', method: 'post', path: '/api/newsletter-subscribe', contentType: JSON_TYPE, body: '{"email":{"$ne":null}}' },
  { name: 'contact subject as array', method: 'post', path: '/api/contact', contentType: JSON_TYPE, body: contact({ subject: ['general'] }) },
  { name: 'contact name as number', method: 'post', path: '/api/contact', contentType: JSON_TYPE, body: contact({ name: 12 }) },
  { name: 'contact message with NUL', method: 'post', path: '/api/contact', contentType: JSON_TYPE, body: contact({ message: 'hi\u0000' }) },
  { name: 'contact SQL-looking subject', method: 'post', path: '/api/contact', contentType: JSON_TYPE, body: contact({ subject: "general'; DROP TABLE contact_messages; --" }) },
  { name: 'malformed percent-encoding in slug', method: 'get', path: '/api/blog-posts/%E0%A4%A' },
  { name: 'malformed percent-encoding in id', method: 'get', path: '/api/dog-foods/%ZZ' },
  { name: 'id with NUL', method: 'get', path: '/api/dog-foods/1%00' },
  { name: 'slug of 5000 characters', method: 'get', path: `/api/blog-posts/${'a'.repeat(5000)}` },
  { name: 'food type of 5000 characters', method: 'get', path: `/api/dog-foods/catalogue?type=${'k'.repeat(5000)}` },
  { name: 'allergen of 5000 characters', method: 'get', path: `/api/dog-foods/catalogue?free-from=${'g'.repeat(5000)}` },
  { name: 'unknown route of 5000 characters', method: 'get', path: `/api/${'z'.repeat(5000)}` },
  { name: 'DELETE with an XML body', method: 'delete', path: '/api/contact', contentType: 'application/xml', body: '<contact/>' },
  { name: 'GET with an XML body', method: 'get', path: '/api/blog-posts/x', contentType: 'application/xml', body: '<post/>' },
  { name: 'broken JSON to an unknown route', method: 'post', path: '/api/no-such-endpoint', contentType: JSON_TYPE, body: '{bad' },
  { name: 'PUT on contact', method: 'put', path: '/api/contact', contentType: JSON_TYPE, body: '{}' },
  { name: 'DELETE on blog posts', method: 'delete', path: '/api/blog-posts' },
  { name: 'PATCH on recommendations', method: 'patch', path: '/api/recommendations', contentType: JSON_TYPE, body: '{}' },
  { name: 'GET on recommendations', method: 'get', path: '/api/recommendations' },
  { name: 'POST on blog posts', method: 'post', path: '/api/blog-posts', contentType: JSON_TYPE, body: '{}' },
  { name: 'POST on a dog food', method: 'post', path: '/api/dog-foods/1', contentType: JSON_TYPE, body: '{}' },
  { name: 'route outside the API', method: 'get', path: '/wp-admin/install.php' },
  { name: 'missing media file', method: 'get', path: '/api/media/foods/no-such-food.svg' },
  { name: 'media path traversal', method: 'get', path: '/api/media/..%2f..%2fpackage.json' },
];

describe('malformed requests', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('covers at least 40 cases', () => {
    expect(malformedRequests.length).toBeGreaterThanOrEqual(40);
  });

  it.each(malformedRequests)('$name: a 4xx JSON error, never a 5xx', async ({ method, path, contentType, body }) => {
    let call = request(testApp.server)[method](path);
    if (contentType) call = call.set('Content-Type', contentType);
    const response = body === undefined ? await call : await call.send(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual(
      expect.objectContaining({ statusCode: response.status, error: expect.any(String), message: expect.any(String) }),
    );
    expect(ERROR_BODY_KEYS).toEqual(expect.arrayContaining(Object.keys(response.body)));
    // The long values above repeat one character: at most an excerpt of them comes back.
    expect(JSON.stringify(response.body)).not.toMatch(/(.)\1{40}/u);
    expect(JSON.stringify(response.body)).not.toMatch(/\s+at\s.+\(|node_modules|\.ts:\d+/);
  });

  it('still has no polluted prototypes afterwards', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stored nothing from any malformed request', async () => {
    const counts = await testApp.query<{ messages: number; subscriptions: number; requests: number }>(`
      SELECT (SELECT count(*)::int FROM contact_messages) AS messages,
             (SELECT count(*)::int FROM newsletter_subscriptions) AS subscriptions,
             (SELECT count(*)::int FROM dog_food_recommendations) AS requests`);
    expect(counts).toEqual([{ messages: 0, subscriptions: 0, requests: 0 }]);
  });

  it('explains broken JSON', async () => {
    const response = await request(testApp.server)
      .post('/api/recommendations')
      .set('Content-Type', JSON_TYPE)
      .send('{bad')
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  it.each([
    ['__proto__', '/api/recommendations', '{"dogInfo":{"__proto__":{"polluted":true}}}'],
    ['__proto__', '/api/contact', '{"name":"Dana","\\u005f_proto__":{}}'],
    ['constructor.prototype', '/api/newsletter-subscribe', '{"constructor":{"prototype":{"polluted":true}}}'],
  ])('names the key it does not accept (%s) instead of calling valid JSON invalid', async (key, path, body) => {
    const response = await request(testApp.server).post(path).set('Content-Type', JSON_TYPE).send(body).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `The request body has a key the API does not accept: ${key}.`,
    });
  });

  it('still calls broken JSON that mentions __proto__ invalid', async () => {
    const response = await request(testApp.server)
      .post('/api/contact')
      .set('Content-Type', JSON_TYPE)
      .send('{"__proto__":')
      .expect(400);
    expect(response.body.message).toBe('The request body is not valid JSON.');
  });

  it('explains an address it cannot decode, without repeating it', async () => {
    const response = await request(testApp.server).get('/api/dog-foods/%ZZ').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The address is not valid: part of it is not correctly percent-encoded.',
    });
  });

  it('explains an address part over the router\'s limit, without repeating it', async () => {
    const response = await request(testApp.server).get(`/api/blog-posts/${'a'.repeat(5000)}`).expect(414);
    expect(response.body).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      message: 'The address is too long: a part of it exceeds the length the API reads.',
    });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await request(testApp.server).get('/api/no-such-endpoint').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET "/api/no-such-endpoint"' });
  });

  it('repeats only the start of an unknown address, and never its query string', async () => {
    const response = await request(testApp.server).get(`/api/${'z'.repeat(5000)}?token=secret`).expect(404);
    expect(response.body.message).toBe(`Cannot GET "/api/${'z'.repeat(35)}…"`);
    const withQuery = await request(testApp.server).get('/api/no-such-endpoint?token=secret').expect(404);
    expect(withQuery.body.message).toBe('Cannot GET "/api/no-such-endpoint"');
  });

  it('refuses a body over 16 KiB with 413 and says why', async () => {
    const response = await request(testApp.server)
      .post('/api/contact')
      .set('Content-Type', JSON_TYPE)
      .send(contact({ message: 'x'.repeat(20_000) }))
      .expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large: the limit is 16384 bytes (16 KiB).',
    });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await request(testApp.server)
      .post('/api/contact')
      .set('Content-Type', 'application/xml')
      .send('<contact/>')
      .expect(415);
    expect(response.body.message).toBe(
      'Unsupported content type: send the body as JSON with Content-Type: application/json.',
    );
  });
});

describe('headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('sends security headers', async () => {
    const response = await request(testApp.server).get('/api/blog-posts').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the configured frontends with credentials', async () => {
    const response = await request(testApp.server)
      .options('/api/contact')
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(response.status).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('adds CORS headers to cached reads for an allowed origin', async () => {
    const response = await request(testApp.server)
      .get('/api/blog-posts')
      .set('Origin', 'http://localhost:3002')
      .expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toContain('etag');
    expect(response.headers.vary).toBe('Origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not answer a preflight from another origin', async () => {
    const response = await request(testApp.server)
      .options('/api/contact')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.status).toBe(404);
  });

  it('does not allow other origins', async () => {
    const response = await request(testApp.server).get('/api/blog-posts').set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves media files with a long cache lifetime', async () => {
    const response = await request(testApp.server).get('/api/media/foods/turkey-pate-wet.svg').expect(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.headers.etag).toBeDefined();
  });

  it('publishes the OpenAPI document with every endpoint, under a server whose URL reaches them', async () => {
    const response = await request(testApp.server).get('/api/docs-json').expect(200);
    expect(response.body).toEqual(await openApiDocumentWithoutDatabase());
    expect(Object.keys(response.body.paths).sort()).toEqual([
      '/blog-posts',
      '/blog-posts/{slug}',
      '/contact',
      '/dog-foods',
      '/dog-foods/catalogue',
      '/dog-foods/{id}',
      '/dog-foods/{id}/related',
      '/health',
      '/media/share/{folder}/{file}',
      '/newsletter-subscribe',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/owner-stories',
      '/owner-stories/review',
      '/recommendations',
    ]);
    // "Try it out" joins the server's URL and the path: every GET that needs no parameter answers there.
    const [server] = response.body.servers;
    const plainReads = Object.entries<{ get?: { parameters: { required?: boolean }[] } }>(response.body.paths)
      .filter(([, item]) => item.get && !item.get.parameters.some((parameter) => parameter.required))
      .map(([path]) => path);
    expect(plainReads).toEqual(['/blog-posts', '/dog-foods', '/dog-foods/catalogue', '/owner-stories', '/health']);
    for (const path of plainReads) await request(testApp.server).get(`${server.url}${path}`).expect(200);
    const recommendationBody = response.body.paths['/recommendations'].post.requestBody.content['application/json'].schema;
    expect(recommendationBody.required).toEqual(['dogInfo', 'symptoms', 'foodPreferences']);
    await request(testApp.server).get('/api/docs').expect(200).expect('content-type', /text\/html/);
  });
});
