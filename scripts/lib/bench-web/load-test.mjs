// Throughput and tail latency of one address under a steady load, measured with autocannon.
import autocannon from 'autocannon';

export const CONNECTIONS = 20;
/** V8 optimises a server's request path in its first seconds of traffic; measure after that. */
export const WARMUP_SECONDS = 2;
/** Sent as a browser sends it with a page it is asked to open: a client without it gets a copy of
 * the page of its own, with its form token (shell/server/same-site-forms.ts), which no browser
 * that the load stands for gets. */
export const BROWSER_HEADERS = { 'sec-fetch-site': 'none' };

/**
 * Loads `target.url` with CONNECTIONS connections for a short warm-up, then measures for `seconds`.
 * @param {{ name: string, url: string }} target
 * @returns {Promise<{ name: string, requestsPerSecond: number, p99Ms: number, failures: number }>}
 */
export async function measureLoad(target, seconds) {
  const run = (duration) => autocannon({ url: target.url, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS });
  await run(WARMUP_SECONDS);
  const result = await run(seconds);
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
