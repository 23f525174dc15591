import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { HEALTH_CHECK_REUSE_MS } from './health.controller.js';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('reports the database as up and is never cached', async () => {
    const response = await request(testApp.server).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('asks the database at most once a second, however many probes ask', async () => {
    const { DataSource } = await import('typeorm');
    const query = jest.spyOn(testApp.app.get(DataSource), 'query');
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_000);
    try {
      await Promise.all([1, 2, 3, 4, 5].map(() => request(testApp.server).get('/api/health').expect(200)));
      expect(query).toHaveBeenCalledTimes(1);

      now.mockReturnValue(Date.now() + 10_000 + HEALTH_CHECK_REUSE_MS);
      await request(testApp.server).get('/api/health').expect(200);
      expect(query).toHaveBeenCalledTimes(2);
    } finally {
      query.mockRestore();
      now.mockRestore();
    }
  });

  it('answers 503 JSON once the database connection is gone, at the latest a second later', async () => {
    const { DataSource } = await import('typeorm');
    await testApp.app.get(DataSource).destroy();
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    const response = await request(testApp.server).get('/api/health').expect(503);
    expect(response.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Database is unreachable',
    });
  });
});
