import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadAppConfig, loadAppConfigOrExit } from '../config/app-config.js';
import { findServicesRoot } from '../config/service-paths.js';
import { openDatabaseServer } from '../database/database-server.js';
import { startProcess, stopProcess, waitUntilReady } from './child-processes.js';
import { combineRounds, type LoadMeasurement, measurementOf, median } from './measurements.js';

/**
 * `npm run bench`: starts the built service on a real database (embedded unless DATABASE_URL) with
 * the content imported, then measures the reads, a bare node:http server sending the same list
 * bytes, and POST /api/recommendations twice: with rate limits off, and with the default limits and
 * 20,000 distinct client addresses (sent as X-Forwarded-For from the trusted loopback peer, all of
 * them live in the limiter's table). One target at a time, 50 connections each, on loopback.
 */

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 3);
/** V8 needs a few seconds of traffic to optimise the request path; measure the steady state after it. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
/**
 * The bare server and the list endpoint are measured in alternating rounds, bare first and last. Each
 * list round is compared with the mean of the bare rounds just before and after it, and the ratio is
 * the median of those comparisons: the bare server's rate drifts by a third between rounds on a shared
 * machine, and a burst of other work then weighs on both sides of one comparison rather than on the
 * result.
 */
const RATIO_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SERVICE_PORT = Number(process.env.BENCH_PORT ?? 3100);
const BARE_PORT = SERVICE_PORT + 1;
const UNLIMITED_SERVICE_PORT = SERVICE_PORT + 2;
const CLIENT_ADDRESSES = 20_000;

/** The i-th of the bench's client addresses, in 10.0.0.0/8 (the same formula as in `seedLiveClients`). */
function clientAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** Puts every bench client in the recommendations budget's window, as on a busy day. */
async function seedLiveClients(databaseUrl: string, windowSeconds: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO rate_limits (key, points, expire)
       SELECT 'recommendations:10.' || ((i >> 16) & 255) || '.' || ((i >> 8) & 255) || '.' || (i & 255), 1, $2
       FROM generate_series(0, $1 - 1) AS i
       ON CONFLICT (key) DO UPDATE SET points = 1, expire = excluded.expire`,
      [CLIENT_ADDRESSES, Date.now() + windowSeconds * 1000],
    );
  } finally {
    await client.end();
  }
}

async function forgetBenchClients(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("DELETE FROM rate_limits WHERE key LIKE 'recommendations:10.%'");
  } finally {
    await client.end();
  }
}
/** The list endpoint must reach this share of the bare server's requests per second. */
const LIST_BUDGET = 0.6;

const recommendationRequest = JSON.stringify({
  dogInfo: { dogName: 'Bench', breed: 'labrador-retriever', age: 'adult', size: 'large' },
  symptoms: { symptoms: ['sensitive-stomach', 'diarrhea', 'gas'], frequency: 'weekly', duration: '1-3-months' },
  foodPreferences: { foodTypes: ['dry', 'wet', 'fresh'], budget: '50-100', ingredients: ['fish', 'rice'], allergies: ['chicken'] },
});

interface Measurement extends LoadMeasurement {
  target: string;
}

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Each request comes from the next of CLIENT_ADDRESSES clients, round robin. */
  manyClients?: boolean;
}

function autocannonOptions(target: Target, duration: number): autocannon.Options {
  let next = 0;
  return {
    url: target.url,
    connections: CONNECTIONS,
    duration,
    method: target.method ?? 'GET',
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body,
    ...(target.manyClients && {
      requests: [
        {
          setupRequest: (request) => {
            request.headers = { ...request.headers, 'x-forwarded-for': clientAddress(next) };
            next = (next + 1) % CLIENT_ADDRESSES;
            return request;
          },
        },
      ],
    }),
  };
}

async function warmUp(target: Target): Promise<void> {
  await autocannon(autocannonOptions(target, WARMUP_SECONDS));
}

async function measureOnce(target: Target): Promise<Measurement> {
  return { target: target.name, ...measurementOf(await autocannon(autocannonOptions(target, DURATION_SECONDS))) };
}

function combine(rounds: Measurement[]): Measurement {
  return { target: rounds[0]?.target ?? '', ...combineRounds(rounds) };
}

/** `ratios` overrides the plain quotient of mean rates for targets measured in rounds. */
function printTable(measurements: Measurement[], bareRate: number, ratios: Map<string, number>): void {
  const rows = measurements.map((row) => [
    row.target,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    row.p99Ms.toFixed(1),
    `${(ratios.get(row.target) ?? row.requestsPerSecond / bareRate).toFixed(2)}x`,
    String(row.failures),
  ]);
  const header = ['target', 'req/s', 'p99 ms', 'vs bare', 'failures'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  process.stdout.write(`${line(header)}\n${rows.map(line).join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = loadAppConfigOrExit();
  const database = await openDatabaseServer(config, (message) => process.stdout.write(`${message}\n`));
  const children: ChildProcess[] = [];
  try {
    const distDir = path.join(findServicesRoot(), 'dist');
    // The default rate limits; the loopback peer is the default trusted proxy.
    const service = startProcess(path.join(distDir, 'main.js'), {
      PORT: String(SERVICE_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    });
    children.push(service);
    const api = `http://127.0.0.1:${SERVICE_PORT}/api`;
    await waitUntilReady(`${api}/health`, service);
    const unlimited = startProcess(path.join(distDir, 'main.js'), {
      PORT: String(UNLIMITED_SERVICE_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      RATE_LIMIT_MAX: '0',
      CONTENT_IMPORT_LISTEN: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    });
    children.push(unlimited);
    const unlimitedApi = `http://127.0.0.1:${UNLIMITED_SERVICE_PORT}/api`;
    await waitUntilReady(`${unlimitedApi}/health`, unlimited);
    await seedLiveClients(database.url, loadAppConfig({}).rateLimit.recommendations.windowSeconds);

    const listBytes = Buffer.from(await (await fetch(`${api}/blog-posts`)).arrayBuffer());
    const posts = JSON.parse(listBytes.toString()) as { slug: string }[];
    const slug = posts[0]?.slug;
    if (!slug) throw new Error('The service has no blog posts to measure');

    const bare = startProcess(path.join(distDir, 'bench', 'bare-server.js'), {
      BARE_PORT: String(BARE_PORT),
      BARE_BODY_BASE64: listBytes.toString('base64'),
    });
    children.push(bare);
    await waitUntilReady(`http://127.0.0.1:${BARE_PORT}/`, bare);

    process.stdout.write(
      `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per measurement after a ${WARMUP_SECONDS} s warm-up; ` +
        `${RATIO_ROUNDS} list rounds between ${RATIO_ROUNDS + 1} bare rounds (ratio: median of list / mean of the bare rounds around it); list body ${listBytes.length} bytes\n\n`,
    );
    const bareTarget: Target = { name: 'bare node:http (same list bytes)', url: `http://127.0.0.1:${BARE_PORT}/` };
    const listTarget: Target = { name: 'GET /api/blog-posts', url: `${api}/blog-posts` };
    const postTarget: Target = { name: `GET /api/blog-posts/${slug}`, url: `${api}/blog-posts/${slug}` };
    const recommendTarget: Target = {
      name: 'POST /api/recommendations, rate limits off',
      url: `${unlimitedApi}/recommendations`,
      method: 'POST',
      body: recommendationRequest,
    };
    const manyClientsTarget: Target = {
      name: `POST /api/recommendations, ${CLIENT_ADDRESSES.toLocaleString('en-US')} clients, rate limited`,
      url: `${api}/recommendations`,
      method: 'POST',
      body: recommendationRequest,
      manyClients: true,
    };
    await warmUp(bareTarget);
    await warmUp(listTarget);
    const bareRounds: Measurement[] = [];
    const listRounds: Measurement[] = [];
    bareRounds.push(await measureOnce(bareTarget));
    for (let round = 0; round < RATIO_ROUNDS; round += 1) {
      listRounds.push(await measureOnce(listTarget));
      bareRounds.push(await measureOnce(bareTarget));
    }
    const baseline = combine(bareRounds);
    await warmUp(postTarget);
    const postMeasurement = await measureOnce(postTarget);
    await warmUp(recommendTarget);
    const recommendMeasurement = await measureOnce(recommendTarget);
    await warmUp(manyClientsTarget);
    const manyClientsMeasurement = await measureOnce(manyClientsTarget);
    const measurements = [baseline, combine(listRounds), postMeasurement, recommendMeasurement, manyClientsMeasurement];
    const bareAround = (index: number) =>
      ((bareRounds[index]?.requestsPerSecond ?? Number.NaN) + (bareRounds[index + 1]?.requestsPerSecond ?? Number.NaN)) / 2;
    const roundRatios = listRounds.map((round, index) => round.requestsPerSecond / bareAround(index));
    const listRatio = median(roundRatios);
    printTable(measurements, baseline.requestsPerSecond, new Map([[listTarget.name, listRatio]]));
    const rates = (rounds: Measurement[]) => rounds.map((round) => Math.round(round.requestsPerSecond).toLocaleString('en-US')).join(', ');
    process.stdout.write(
      `\nRounds, req/s: bare ${rates(bareRounds)}; list ${rates(listRounds)}; ` +
        `list / bare around it: ${roundRatios.map((ratio) => ratio.toFixed(2)).join(', ')}\n`,
    );

    const withinBudget = listRatio >= LIST_BUDGET;
    process.stdout.write(
      `\nList endpoint: ${listRatio.toFixed(2)}x the bare server (budget ${LIST_BUDGET}x): ${withinBudget ? 'within budget' : 'OVER BUDGET'}\n`,
    );
    const failures = measurements.reduce((sum, row) => sum + row.failures, 0);
    if (failures > 0) process.stdout.write(`${failures} requests failed or answered non-2xx\n`);
    process.exitCode = withinBudget && failures === 0 ? 0 : 1;
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    await forgetBenchClients(database.url).catch(() => undefined);
    await database.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
