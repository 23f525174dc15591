/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { undiciTransport } from './api-transport';

/** A real HTTP server standing in for the API: it answers with what it was sent. */
let server: Server;
let origin: string;
const received: { method?: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body });
      if (request.url === '/api/slow') return; // never answers
      if (request.url === '/api/missing') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Dog food not found"}');
        return;
      }
      response.setHeader('Set-Cookie', ['a=1', 'b=2']);
      response.writeHead(429, { 'retry-after': '30' }).end('{"message":"Too many requests"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const init = (signal = new AbortController().signal) => ({ method: 'GET', credentials: 'include' as const, signal });

describe('undiciTransport', () => {
  it("answers as fetch's Response does: status, its words, ok, headers and the body's text", async () => {
    const answer = await undiciTransport(`${origin}/api/missing`, init());

    expect(answer.status).toBe(404);
    expect(answer.statusText).toBe('Not Found');
    expect(answer.ok).toBe(false);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.headers.get('retry-after')).toBeNull();
    await expect(answer.text()).resolves.toBe('{"message":"Dog food not found"}');
  });

  it('reads a header by any case, and joins a repeated one with commas', async () => {
    const answer = await undiciTransport(`${origin}/api/limited`, init());

    expect(answer.headers.get('Retry-After')).toBe('30');
    expect(answer.headers.get('set-cookie')).toBe('a=1, b=2');
  });

  it('sends the method, headers and body it is given', async () => {
    received.length = 0;
    await undiciTransport(`${origin}/api/contact`, {
      ...init(),
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
      body: '{"name":"Rob"}',
    });

    expect(received[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: '{"name":"Rob"}',
    });
  });

  it('gives up when its signal is aborted', async () => {
    const controller = new AbortController();
    const answer = undiciTransport(`${origin}/api/slow`, init(controller.signal));
    setTimeout(() => controller.abort(new Error('render budget spent')), 20);

    await expect(answer).rejects.toThrow('render budget spent');
  });
});
