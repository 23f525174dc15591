import { request as httpRequest } from 'node:http';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { e2ePort } from '../support/e2e-ports';
import { type OwnApi, startOwnApi, startShell } from '../support/own-stack';
import { expect, test } from '../support/test';

// Through the shell every visitor has their own rate limits, and a made-up X-Forwarded-For changes
// nothing: the shell tells the API each connection's own address, and the API believes only the
// shell. (The attack: one visitor's 30 POSTs locked everyone out, and a forged header
// skipped the limit.)

const API_PORT = e2ePort(13600);
const POSTGRES_PORT = e2ePort(15833);
const SHELL_PORT = e2ePort(18680);
const SITE = `http://localhost:${SHELL_PORT}`;
const WRITES_PER_VISITOR = 3;

let api: OwnApi | undefined;
let shell: ProcessHandle | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startOwnApi(API_PORT, {
    postgresPort: POSTGRES_PORT,
    env: { RATE_LIMIT_WRITES_MAX: String(WRITES_PER_VISITOR), CORS_ORIGINS: SITE },
  });
  shell = await startShell(SHELL_PORT, {}, { apiPort: API_PORT });
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), api?.server.stop()]);
});

/** A loopback address of its own for each visitor and run (any 127.x.y.z reaches the shell), so
 * counters an earlier run left in the database never meet this one. */
const visitorAddress = () => `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A newsletter sign-up through the shell from `visitor`'s own connection. */
function signUp(visitor: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ email: `visitor-${Math.random().toString(36).slice(2)}@example.com` });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${SITE}/api/newsletter-subscribe`,
      {
        method: 'POST',
        localAddress: visitor,
        agent: false,
        headers: { 'content-type': 'application/json', origin: SITE, ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test('one visitor using up their sign-ups leaves the next visitor theirs, and forging X-Forwarded-For gets neither further', async () => {
  const first = visitorAddress();
  const second = visitorAddress();

  for (let attempt = 1; attempt <= WRITES_PER_VISITOR; attempt += 1) expect(await signUp(first)).toBe(200);
  expect(await signUp(first)).toBe(429);

  // A made-up address does not get the first visitor a fresh budget...
  expect(await signUp(first, { 'x-forwarded-for': visitorAddress() })).toBe(429);
  expect(await signUp(first, { forwarded: `for=${visitorAddress()}`, 'x-real-ip': visitorAddress() })).toBe(429);

  // ...the second visitor is not locked out...
  expect(await signUp(second)).toBe(200);
  // ...and cannot spend the first visitor's budget, nor be charged to it, by naming their address.
  expect(await signUp(second, { 'x-forwarded-for': first })).toBe(200);
});
