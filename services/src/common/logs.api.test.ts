import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { anonymizeAddress } from './log-redaction.js';

const CANARY = {
  name: 'Zebedee Canaryname',
  email: 'zebedee.canary@example.org',
  message: 'My canary message about Biscuit',
};

describe('log lines', () => {
  let testApp: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({
      config: { logLevel: 'info' },
      logDestination: { write: (line: string) => lines.push(line) },
    });
    // Every insert now fails, and PostgreSQL's error detail quotes the failing row.
    await testApp.query('ALTER TABLE contact_messages ADD CONSTRAINT refuse_every_row CHECK (false) NOT VALID');
    await testApp.query('ALTER TABLE newsletter_subscriptions ADD CONSTRAINT refuse_every_row CHECK (false) NOT VALID');
  });
  afterAll(() => testApp.close());

  beforeEach(() => {
    lines.length = 0;
  });

  const logged = () => lines.join('');

  it('hold no name, address or message when a contact message cannot be stored', async () => {
    await request(testApp.server).post('/api/contact').send(CANARY).expect(500);
    const output = logged();
    expect(output).toContain('"code":"23514"');
    expect(output).toContain('refuse_every_row');
    for (const value of [CANARY.name, CANARY.email, CANARY.message, 'Zebedee', 'canary@']) {
      expect(output).not.toContain(value);
    }
  });

  it('hold no address when a sign-up cannot be stored', async () => {
    await request(testApp.server).post('/api/newsletter-subscribe').send({ email: CANARY.email }).expect(500);
    const output = logged();
    expect(output).toContain('"statusCode":500');
    expect(output).not.toContain('zebedee');
  });

  it('hold no query parameters and name only the client network', async () => {
    await request(testApp.server).get(`/api/dog-foods?email=${encodeURIComponent(CANARY.email)}`).expect(200);
    const line = JSON.parse(lines.find((entry) => entry.includes('request completed')) ?? '{}');
    expect(line).toMatchObject({ method: 'GET', url: '/api/dog-foods', statusCode: 200, client: '127.0.0.0' });
    expect(logged()).not.toContain('zebedee');
  });
});

describe('anonymizeAddress', () => {
  it.each([
    ['198.51.100.7', '198.51.100.0'],
    ['::ffff:198.51.100.7', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8::'],
    ['::1', '::'],
  ])('%s -> %s', (address, network) => {
    expect(anonymizeAddress(address)).toBe(network);
  });
});
