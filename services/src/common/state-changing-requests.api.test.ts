import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const SITE = 'http://localhost:8080';
const FOREIGN = 'https://evil.example';

const contact = { name: 'Dana', email: 'dana@example.com', message: 'Hello from a form' };

describe('state-changing requests from other sites', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ config: { corsOrigins: [SITE] } });
  });
  afterAll(() => testApp.close());

  async function stored() {
    return testApp.query<{ messages: number; subscriptions: number }>(`
      SELECT (SELECT count(*)::int FROM contact_messages) AS messages,
             (SELECT count(*)::int FROM newsletter_subscriptions) AS subscriptions`);
  }

  it.each([
    ['application/x-www-form-urlencoded', '/api/contact', 'name=Dana&email=dana%40example.com&message=Hello'],
    ['application/x-www-form-urlencoded', '/api/newsletter-subscribe', 'email=dana%40example.com'],
    ['multipart/form-data; boundary=x', '/api/contact', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nDana\r\n--x--'],
    ['text/plain', '/api/newsletter-subscribe', '{"email":"dana@example.com"}'],
  ])('refuses a cross-site form post (%s to %s) with 415', async (contentType, path, body) => {
    const response = await request(testApp.server)
      .post(path)
      .set('Origin', FOREIGN)
      .set('Content-Type', contentType)
      .send(body)
      .expect(415);
    expect(response.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Unsupported content type: send the body as JSON with Content-Type: application/json.',
    });
    expect(await stored()).toEqual([{ messages: 0, subscriptions: 0 }]);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--'],
  ])('takes an RFC 8058 one-click unsubscribe as a %s form, the signed token being what authorizes it', async (contentType, body) => {
    const response = await request(testApp.server)
      .post('/api/newsletter/unsubscribe?token=not-a-signed-token')
      .set('Content-Type', contentType)
      .send(body)
      .expect(303);
    expect(response.headers.location).toBe('/newsletter/invalid-link');
  });

  it.each(['/api/contact', '/api/newsletter-subscribe', '/api/recommendations'])('refuses JSON to %s from a foreign Origin with 403', async (path) => {
    const response = await request(testApp.server).post(path).set('Origin', FOREIGN).send(contact).expect(403);
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Requests from other sites are not accepted.',
    });
    expect(await stored()).toEqual([{ messages: 0, subscriptions: 0 }]);
  });

  it('accepts the site itself, the address it was reached at through the proxy, and servers without Origin', async () => {
    await request(testApp.server).post('/api/contact').set('Origin', SITE).send(contact).expect(201);
    await request(testApp.server)
      .post('/api/newsletter-subscribe')
      .set('Origin', 'https://www.gentlebowl.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'www.gentlebowl.example')
      .send({ email: 'dana@example.com' })
      .expect(200);
    await request(testApp.server).post('/api/contact').send({ ...contact, message: 'Sent by a server' }).expect(201);
    expect(await stored()).toEqual([{ messages: 2, subscriptions: 1 }]);
  });
});
