import type autocannon from 'autocannon';

/** What one autocannon run of a target says about it. */
export interface LoadMeasurement {
  requestsPerSecond: number;
  p99Ms: number;
  /** Errors, timeouts and answers other than 2xx. */
  failures: number;
}

export function measurementOf(result: autocannon.Result): LoadMeasurement {
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Mean throughput over rounds; the worst p99 of any round; every failure. */
export function combineRounds(rounds: readonly LoadMeasurement[]): LoadMeasurement {
  return {
    requestsPerSecond: rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
