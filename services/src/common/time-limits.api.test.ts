import request from 'supertest';
import { type FreezableTcpProxy, startFreezableTcpProxy } from '../../test/freezable-tcp-proxy.js';
import { RATE_LIMITS_OFF, startTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseUrl } from '../../test/test-database.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable.js';

const FUNCTIONAL_BOUND_MS = 5_000;

const unavailable = (message: string) => ({ statusCode: 503, error: 'Service Unavailable', message });

const wizard = {
  dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' },
  symptoms: { symptoms: ['diarrhea'], frequency: 'weekly', duration: '1-4-weeks' },
  foodPreferences: { foodTypes: ['dry'], budget: '50-100' },
};

const story = { firstName: 'Juniper', town: 'Asheville', story: 'The 10-day plan made the switch gentle.', consent: true };

async function timed(call: () => PromiseLike<request.Response>): Promise<{ response: request.Response; elapsedMs: number }> {
  const started = Date.now();
  const response = await call();
  return { response, elapsedMs: Date.now() - started };
}

describe.each([
  ['with rate limits (the counters are in the frozen database too)', { recommendations: { max: 1000, windowSeconds: 60 }, writes: { max: 1000, windowSeconds: 60 } }],
  ['without rate limits', RATE_LIMITS_OFF],
])('a database that stops answering, %s', (_name, rateLimit) => {
  let proxy: FreezableTcpProxy;
  let testApp: TestApp;

  beforeAll(async () => {
    proxy = await startFreezableTcpProxy(testDatabaseUrl());
    testApp = await startTestApp({ config: { databaseUrl: proxy.url, rateLimit } });
    // Connected through the proxy; not /api/health, whose answer would then hold for a second.
    await request(testApp.server).get('/api/dog-foods').expect(200);
    proxy.freeze();
  });
  afterAll(async () => {
    proxy.thaw();
    await testApp.close();
    await proxy.close();
  });

  it.each([
    ['GET /api/health', 'Database is unreachable', () => request(testApp.server).get('/api/health')],
    ['POST /api/contact', DATABASE_UNAVAILABLE_MESSAGE, () => request(testApp.server).post('/api/contact').send({ name: 'Dana', email: 'dana@example.com', message: 'Hello' })],
    ['POST /api/newsletter-subscribe', DATABASE_UNAVAILABLE_MESSAGE, () => request(testApp.server).post('/api/newsletter-subscribe').send({ email: 'dana@example.com' })],
    ['POST /api/recommendations', DATABASE_UNAVAILABLE_MESSAGE, () => request(testApp.server).post('/api/recommendations').send(wizard)],
    ['POST /api/owner-stories', DATABASE_UNAVAILABLE_MESSAGE, () => request(testApp.server).post('/api/owner-stories').send(story)],
  ])('%s answers 503 JSON within 5 s', async (_route, message, call) => {
    const { response, elapsedMs } = await timed(call);
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual(unavailable(message));
    expect(elapsedMs).toBeLessThan(FUNCTIONAL_BOUND_MS);
  });

  it('answers 503 to ten requests at once, each within 5 s', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        timed(() => request(testApp.server).post('/api/newsletter-subscribe').send({ email: `many${index}@example.com` })),
      ),
    );
    for (const { response, elapsedMs } of results) {
      expect(response.status).toBe(503);
      expect(elapsedMs).toBeLessThan(FUNCTIONAL_BOUND_MS);
    }
  });

  it('still serves the cached reads', async () => {
    await request(testApp.server).get('/api/dog-foods').expect(200);
  });

  it('recovers once the database answers again', async () => {
    proxy.thaw();
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 200; attempt += 1) {
      status = (await request(testApp.server).get('/api/health')).status;
    }
    expect(status).toBe(200);
    await request(testApp.server).post('/api/newsletter-subscribe').send({ email: 'back@example.com' }).expect(200);
    proxy.freeze();
  });
});
