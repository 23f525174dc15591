import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';

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

  it('answers 503 JSON once the database connection is gone', async () => {
    const { DataSource } = await import('typeorm');
    await testApp.app.get(DataSource).destroy();
    const response = await request(testApp.server).get('/api/health').expect(503);
    expect(response.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Database is unreachable',
    });
  });
});
