import request from 'supertest';
import { RATE_LIMITS_OFF, startTestApp, type TestApp } from '../../test/test-app.js';

const wizard = {
  dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium' },
  symptoms: { symptoms: ['diarrhea'], frequency: 'weekly', duration: '1-4-weeks' },
  foodPreferences: { foodTypes: ['dry'], budget: '50-100' },
};

function subscribe(testApp: TestApp, email: string, forwardedFor?: string) {
  const call = request(testApp.server).post('/api/newsletter-subscribe');
  if (forwardedFor) call.set('X-Forwarded-For', forwardedFor);
  return call.send({ email });
}

describe('rate limits', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      config: {
        rateLimit: { recommendations: { max: 2, windowSeconds: 600 }, writes: { max: 3, windowSeconds: 3600 } },
      },
    });
  });
  afterAll(() => testApp.close());

  it('answers 429 JSON with Retry-After once a client spends its write budget, and stores nothing more', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const allowed = await subscribe(testApp, `reader${attempt}@example.com`).expect(200);
      expect(allowed.headers['ratelimit-remaining']).toBe(String(3 - attempt));
    }
    const limited = await request(testApp.server)
      .post('/api/contact')
      .send({ name: 'Dana', email: 'dana@example.com', message: 'Hello' })
      .expect(429);
    expect(limited.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please wait about an hour and try again.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await testApp.query('SELECT id FROM contact_messages')).toHaveLength(0);
    await request(testApp.server).get('/api/blog-posts').expect(200);
  });

  it('keeps the recommendation budget apart from the write budget', async () => {
    await request(testApp.server).post('/api/newsletter-subscribe').send({ email: 'late@example.com' }).expect(429);
    await request(testApp.server).post('/api/recommendations').send(wizard).expect(200);
    await request(testApp.server).post('/api/recommendations').send(wizard).expect(200);
    const limited = await request(testApp.server).post('/api/recommendations').send(wizard).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('keeps its counters in PostgreSQL, one row per budget and client', async () => {
    const rows = await testApp.query<{ key: string; points: number }>('SELECT key, points FROM rate_limits ORDER BY key');
    expect(rows.map((row) => row.key)).toEqual(['recommendations:127.0.0.1', 'writes:127.0.0.1']);
  });
});

describe('rate limits across API instances', () => {
  let first: TestApp;
  let second: TestApp;
  const rateLimit = { ...RATE_LIMITS_OFF, writes: { max: 4, windowSeconds: 3600 } };

  beforeAll(async () => {
    first = await startTestApp({ config: { rateLimit } });
    second = await startTestApp({ config: { rateLimit }, sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('shares one budget between two instances on one database', async () => {
    await subscribe(first, 'one@example.com').expect(200);
    await subscribe(second, 'two@example.com').expect(200);
    await subscribe(first, 'three@example.com').expect(200);
    await subscribe(second, 'four@example.com').expect(200);
    await subscribe(first, 'five@example.com').expect(429);
    await subscribe(second, 'six@example.com').expect(429);
    const stored = await first.query<{ email: string }>('SELECT email FROM newsletter_subscriptions ORDER BY id');
    expect(stored.map((row) => row.email)).toEqual([
      'one@example.com',
      'two@example.com',
      'three@example.com',
      'four@example.com',
    ]);
  });
});

describe('client address', () => {
  const rateLimit = { ...RATE_LIMITS_OFF, writes: { max: 1, windowSeconds: 3600 } };

  describe('behind a trusted proxy (the default: loopback, where the shell runs)', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp({ config: { rateLimit } });
    });
    afterAll(() => testApp.close());

    it('takes the client from X-Forwarded-For, so each visitor has a budget of their own', async () => {
      await subscribe(testApp, 'a1@example.com', '198.51.100.7').expect(200);
      await subscribe(testApp, 'a2@example.com', '198.51.100.7').expect(429);
      await subscribe(testApp, 'b1@example.com', '203.0.113.9').expect(200);
      // The shell appends the peer it saw; what a client wrote before that is not trusted.
      await subscribe(testApp, 'b2@example.com', '10.9.9.9, 203.0.113.9').expect(429);
    });

    it('counts an IPv6 /64 as one client', async () => {
      await subscribe(testApp, 'v1@example.com', '2001:db8:1:2::a').expect(200);
      await subscribe(testApp, 'v2@example.com', '2001:db8:1:2:ffff::b').expect(429);
      await subscribe(testApp, 'v3@example.com', '2001:db8:1:3::a').expect(200);
    });
  });

  describe('with no trusted proxy (TRUSTED_PROXIES empty)', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp({ config: { rateLimit, trustedProxies: [] } });
    });
    afterAll(() => testApp.close());

    it('ignores a forged X-Forwarded-For: the connection decides', async () => {
      await subscribe(testApp, 'c1@example.com', '198.51.100.7').expect(200);
      await subscribe(testApp, 'c2@example.com', '203.0.113.9').expect(429);
      await subscribe(testApp, 'c3@example.com').expect(429);
      const keys = await testApp.query<{ key: string }>('SELECT key FROM rate_limits');
      expect(keys).toEqual([{ key: 'writes:127.0.0.1' }]);
    });
  });
});
