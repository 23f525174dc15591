// Uncached rendering under load: CONNECTIONS clients ask the shell server that renders every request
// (PAGE_CACHE_TTL_MS=0) for one page, each sending its next request as soon as its last one is
// answered. Every response is timed and read for the shell's Server-Timing header, which a page
// rendered for its request carries (`render;dur=…;desc="1 render"`, followed by `partial` when part
// of it was left to the browser) and no other does: the page frame sent when every render and queue
// place is taken has none. So the figures count renders, never frames.
import http from 'node:http';
import { BROWSER_HEADERS, CONNECTIONS, WARMUP_SECONDS } from './load-test.mjs';

/**
 * What a Server-Timing header says of the page's render: the passes over the React tree its
 * `render` metric reports (`render;dur=12.3;desc="1 render"`) and whether a `partial` metric
 * follows; null when it has no render.
 */
function renderFromServerTiming(header) {
  if (!header) return null;
  const metrics = header.split(',').map((metric) => metric.split(';').map((part) => part.trim()));
  for (const [name, ...parameters] of metrics) {
    if (name !== 'render') continue;
    for (const parameter of parameters) {
      const [key, value = ''] = parameter.split('=');
      const description = value.trim().replace(/^"(.*)"$/, '$1');
      const count = key.trim() === 'desc' && /^(\d+) renders?$/.exec(description);
      if (count) return { renders: Number(count[1]), partial: metrics.some(([other]) => other === 'partial') };
    }
  }
  return null;
}

/** The smallest of the sorted values that at least `share` of them do not exceed (nearest rank);
 * null when there are none. */
function percentile(sortedValues, share) {
  if (sortedValues.length === 0) return null;
  return sortedValues[Math.max(0, Math.ceil(share * sortedValues.length) - 1)];
}

/** One GET on a kept-alive connection: its status, its Server-Timing header and how long it took. */
function timedGet(url, agent) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: BROWSER_HEADERS }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, serverTiming: response.headers['server-timing'], ms: performance.now() - started }),
      );
      response.on('error', (error) => resolve({ error, ms: performance.now() - started }));
    });
    request.on('error', (error) => resolve({ error, ms: performance.now() - started }));
  });
}

/**
 * Every response of CONNECTIONS clients asking for `url` back to back, sending no request after
 * `seconds`; and how long it took until the last answer came, in seconds.
 */
async function load(url, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const started = performance.now();
  const until = started + seconds * 1000;
  const responses = [];
  const client = async () => {
    while (performance.now() < until) responses.push(await timedGet(url, agent));
  };
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, client));
  } finally {
    agent.destroy();
  }
  return { responses, elapsedSeconds: (performance.now() - started) / 1000 };
}

/**
 * Loads each of `urls` for a warm-up, in turn, before any is measured. A server that has just
 * started runs code V8 has not optimised yet, and keeps getting faster for its first few thousand
 * renders: without this round the first page of the list was measured on a cold server (`/tools`
 * measured first: 90 rendered req/s, p99 339 ms; in the middle of the list: 127 and 288), while a
 * server that has been serving runs warm.
 */
export async function warmUpRenders(urls) {
  for (const url of urls) await load(url, WARMUP_SECONDS);
}

/**
 * Loads `url` for a warm-up, then measures for `seconds`. Rates are per second of measuring (until
 * the last answer); the p99 is of the rendered responses. `rendersPerRequest` lists each distinct count the rendered
 * responses reported; `partial` counts those left to the browser in part, `unrendered` the 2xx
 * responses without a render (the page frame).
 * @returns {Promise<{ name: string, requestsPerSecond: number, renderedPerSecond: number, p99Ms: number | null, rendersPerRequest: number[], partial: number, unrendered: number, failures: number }>}
 */
export async function measureRenders(name, url, seconds) {
  await load(url, WARMUP_SECONDS);
  const { responses, elapsedSeconds } = await load(url, seconds);
  const answered = responses.filter((response) => !response.error && response.status >= 200 && response.status < 300);
  const rendered = answered
    .map((response) => ({ ...response, render: renderFromServerTiming(response.serverTiming) }))
    .filter((response) => response.render !== null);
  return {
    name,
    requestsPerSecond: responses.length / elapsedSeconds,
    renderedPerSecond: rendered.length / elapsedSeconds,
    p99Ms: percentile(
      rendered.map((response) => response.ms).sort((a, b) => a - b),
      0.99,
    ),
    rendersPerRequest: [...new Set(rendered.map((response) => response.render.renders))].sort((a, b) => a - b),
    partial: rendered.filter((response) => response.render.partial).length,
    unrendered: answered.length - rendered.length,
    failures: responses.length - answered.length,
  };
}
