// What the bench prints and decides: per-page medians of the Lighthouse runs, the load test's
// figures, and which of them miss the budget of issue 11.

export const BUDGET = {
  /** Lighthouse performance score, every page. */
  minScore: 90,
  maxCls: 0.05,
  /** Rendered page's LCP over its static snapshot's, median of the runs' paired ratios. */
  maxLcpRatio: 1.5,
  /** Cached server-rendered /privacy's requests per second over the static snapshot's. */
  minCachedVsStatic: 0.5,
};

function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const distinct = (values) => [...new Set(values.filter(Boolean))];

/**
 * One page's figures from its runs: `rendered[i]` and `snapshot[i]` were measured back to back, so
 * the LCP ratio is the median of the runs' own ratios (drift between runs weighs on both sides).
 */
export function summarisePage(pagePath, rendered, snapshot) {
  return {
    pagePath,
    score: median(rendered.map((run) => run.score)),
    lcpMs: median(rendered.map((run) => run.lcpMs)),
    cls: median(rendered.map((run) => run.cls)),
    tbtMs: median(rendered.map((run) => run.tbtMs)),
    snapshotScore: median(snapshot.map((run) => run.score)),
    snapshotLcpMs: median(snapshot.map((run) => run.lcpMs)),
    lcpRatio: median(rendered.map((run, index) => (run.lcpMs && snapshot[index]?.lcpMs ? run.lcpMs / snapshot[index].lcpMs : null))),
    errors: distinct(rendered.map((run) => run.error)),
    snapshotErrors: distinct(snapshot.map((run) => run.error)),
  };
}

/** Each budget the page misses, in words; a figure Lighthouse could not measure misses its budget. */
export function pageMisses(page) {
  const misses = [];
  const why = (errors) => (errors.length > 0 ? ` (${errors.join('; ')})` : '');
  if (page.score === null) misses.push(`score not measured${why(page.errors)}`);
  else if (page.score < BUDGET.minScore) misses.push(`score ${page.score} < ${BUDGET.minScore}`);
  if (page.cls === null) misses.push(`CLS not measured${why(page.errors)}`);
  else if (page.cls > BUDGET.maxCls) misses.push(`CLS ${page.cls.toFixed(3)} > ${BUDGET.maxCls}`);
  if (page.lcpRatio === null) {
    const reasons = [...page.errors.map((error) => `page: ${error}`), ...page.snapshotErrors.map((error) => `static snapshot: ${error}`)];
    misses.push(`LCP ratio not measured${why(reasons)}`);
  } else if (page.lcpRatio > BUDGET.maxLcpRatio) misses.push(`LCP ratio ${page.lcpRatio.toFixed(3)} > ${BUDGET.maxLcpRatio}`);
  return misses;
}

/** Columns separated by two spaces, the first left-aligned and the others right-aligned. */
export function formatTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

const orDash = (value, format) => (value === null ? '–' : format(value));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms) => `${Math.round(ms)} ms`;

export function pagesTable(pages) {
  const header = ['page', 'score', 'LCP', 'CLS', 'TBT', 'static score', 'static LCP', 'LCP ratio'];
  const rows = pages.map((page) => [
    page.pagePath,
    orDash(page.score, String),
    orDash(page.lcpMs, seconds),
    orDash(page.cls, (cls) => cls.toFixed(3)),
    orDash(page.tbtMs, milliseconds),
    orDash(page.snapshotScore, String),
    orDash(page.snapshotLcpMs, seconds),
    orDash(page.lcpRatio, (ratio) => `${ratio.toFixed(2)}x`),
  ]);
  return formatTable(header, rows);
}

/** `measurements` holds the static snapshot's row; each row's rate is compared with it. */
export function loadTable(measurements, staticRate) {
  const header = ['target', 'req/s', 'p99 ms', 'vs static', 'failures'];
  const rows = measurements.map((row) => [
    row.name,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    row.p99Ms.toFixed(1),
    `${(row.requestsPerSecond / staticRate).toFixed(2)}x`,
    String(row.failures),
  ]);
  return formatTable(header, rows);
}
