// Throughput and tail latency of one address under a steady load, measured with autocannon.
import autocannon from 'autocannon';

export const CONNECTIONS = 20;
/** V8 optimises a server's request path in its first seconds of traffic; measure after that. */
const WARMUP_SECONDS = 2;

/**
 * A `setupRequest` that sends `path?bench=<id>-<n>`, n counting up: no two requests of this bench,
 * its warm-up included, ask for the same URL, so no page cache can answer them.
 */
function uniqueQueries(path) {
  const id = Date.now().toString(36);
  let next = 0;
  return (request) => {
    next += 1;
    return { ...request, path: `${path}?bench=${id}-${next}` };
  };
}

/**
 * Loads `target.url` with CONNECTIONS connections for a short warm-up, then measures for `seconds`.
 * @param {{ name: string, url: string, uniqueQuery?: boolean }} target
 * @returns {Promise<{ name: string, requestsPerSecond: number, p99Ms: number, failures: number }>}
 */
export async function measureLoad(target, seconds) {
  const requests = target.uniqueQuery ? [{ setupRequest: uniqueQueries(new URL(target.url).pathname) }] : undefined;
  const run = (duration) => autocannon({ url: target.url, connections: CONNECTIONS, duration, ...(requests && { requests }) });
  await run(WARMUP_SECONDS);
  const result = await run(seconds);
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
