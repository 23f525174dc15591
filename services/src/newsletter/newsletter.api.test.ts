import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('POST /api/newsletter-subscribe', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const rows = (email: string) =>
    testApp.query<{ email: string }>('SELECT email FROM newsletter_subscriptions WHERE email = $1', [email]);

  it('stores the address trimmed and lower-cased', async () => {
    const response = await request(testApp.server)
      .post('/api/newsletter-subscribe')
      .send({ email: '  Biscuit.Owner@Example.COM ' })
      .expect(200);
    expect(response.body).toEqual({ message: 'Thank you for subscribing to our newsletter.' });
    expect(await rows('biscuit.owner@example.com')).toHaveLength(1);
  });

  it('answers a repeated sign-up exactly like the first and adds no row', async () => {
    const first = await request(testApp.server).post('/api/newsletter-subscribe').send({ email: 'repeat@example.com' });
    const second = await request(testApp.server).post('/api/newsletter-subscribe').send({ email: 'REPEAT@example.com' });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await rows('repeat@example.com')).toHaveLength(1);
  });

  it('does the same write for a known address as for a new one (no timing tells who is subscribed)', async () => {
    await request(testApp.server).post('/api/newsletter-subscribe').send({ email: 'known@example.com' }).expect(200);
    await testApp.query(
      "UPDATE newsletter_subscriptions SET created_at = now() - interval '1 day', last_signed_up_at = now() - interval '1 day' WHERE email = 'known@example.com'",
    );
    const xminBefore = await testApp.query<{ xmin: string }>("SELECT xmin::text FROM newsletter_subscriptions WHERE email = 'known@example.com'");
    await request(testApp.server).post('/api/newsletter-subscribe').send({ email: 'known@example.com' }).expect(200);
    const [row] = await testApp.query<{ xmin: string; recent: boolean; kept: boolean }>(`
      SELECT xmin::text, last_signed_up_at > now() - interval '1 minute' AS recent,
             created_at < now() - interval '23 hours' AS kept
      FROM newsletter_subscriptions WHERE email = 'known@example.com'`);
    expect(row).toEqual({ xmin: expect.any(String), recent: true, kept: true });
    expect(row?.xmin).not.toBe(xminBefore[0]?.xmin);
  });

  it('keeps one row for 50 concurrent identical sign-ups, none failing', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(testApp.server).post('/api/newsletter-subscribe').send({ email: 'rush@example.com' }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    expect(await rows('rush@example.com')).toHaveLength(1);
  });

  it.each([[{ email: 'not-an-email' }], [{ email: '' }], [{}], [{ email: ['a@example.com'] }]])(
    'rejects %j with the spec message',
    async (body) => {
      const response = await request(testApp.server).post('/api/newsletter-subscribe').send(body).expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid email address',
      });
    },
  );
});
