// What the bench prints and decides: per-page medians of the Lighthouse runs and of the phone's
// runs (first paint to hydration, an early tap on the mobile menu), the load tests' figures, and
// which of them miss the budgets of issues 11, 19 and 44.

export const BUDGET = {
  /** Lighthouse performance score, every page. */
  minScore: 95,
  maxCls: 0.02,
  /** Lighthouse's total blocking time, every page. */
  maxTbtMs: 200,
  /** Rendered page's LCP over its static snapshot's, median of the runs' paired ratios. */
  maxLcpRatio: 1.5,
  /** Cached server-rendered /privacy's requests per second over the static snapshot's. */
  minCachedVsStatic: 0.5,
  /** A tap on the mobile menu button made right after the first paint, until the menu is drawn
   * open, on the phone (median of the runs). First paint to hydration is reported, with no budget:
   * a page works before its scripts, so what counts is whether they keep the visitor waiting. */
  maxEarlyTapMs: 300,
  /** Rendered responses per second of the shell without a page cache, every page. */
  minUncachedRate: 100,
  /** Their 99th percentile latency. */
  maxUncachedP99Ms: 300,
  /** Passes over the React tree per request, as each rendered page's Server-Timing header says. */
  rendersPerRequest: 1,
};

function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const distinct = (values) => [...new Set(values.filter(Boolean))];
const why = (errors) => (errors.length > 0 ? ` (${errors.join('; ')})` : '');

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
  if (page.score === null) misses.push(`score not measured${why(page.errors)}`);
  else if (page.score < BUDGET.minScore) misses.push(`score ${page.score} < ${BUDGET.minScore}`);
  if (page.cls === null) misses.push(`CLS not measured${why(page.errors)}`);
  else if (page.cls > BUDGET.maxCls) misses.push(`CLS ${page.cls.toFixed(3)} > ${BUDGET.maxCls}`);
  if (page.tbtMs === null) misses.push(`TBT not measured${why(page.errors)}`);
  else if (page.tbtMs > BUDGET.maxTbtMs) misses.push(`TBT ${Math.round(page.tbtMs)} ms > ${BUDGET.maxTbtMs} ms`);
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

/**
 * One page's phone figures from its runs: medians of first paint, hydration and each run's gap, and
 * of the early taps' times to an open menu, with the slowest of them.
 */
export function summarisePhone(pagePath, hydrationRuns, tapRuns) {
  const hydrated = hydrationRuns.filter((run) => run.firstPaintMs !== null && run.hydratedMs !== null);
  const tapTimes = tapRuns.map((run) => run.tapToOpenMs).filter((ms) => ms !== null);
  return {
    pagePath,
    firstPaintMs: median(hydrated.map((run) => run.firstPaintMs)),
    hydratedMs: median(hydrated.map((run) => run.hydratedMs)),
    gapMs: median(hydrated.map((run) => run.hydratedMs - run.firstPaintMs)),
    tapToOpenMs: median(tapTimes),
    slowestTapToOpenMs: tapTimes.length > 0 ? Math.max(...tapTimes) : null,
    measuredRuns: Math.min(hydrated.length, tapTimes.length),
    runs: hydrationRuns.length,
    errors: distinct([...hydrationRuns, ...tapRuns].map((run) => run.error)),
  };
}

export function phoneTable(pages) {
  const header = ['page', 'first paint', 'hydrated', 'gap', 'early tap to open menu', 'slowest tap', 'runs measured'];
  const rows = pages.map((page) => [
    page.pagePath,
    orDash(page.firstPaintMs, seconds),
    orDash(page.hydratedMs, seconds),
    orDash(page.gapMs, milliseconds),
    orDash(page.tapToOpenMs, milliseconds),
    orDash(page.slowestTapToOpenMs, milliseconds),
    `${page.measuredRuns}/${page.runs}`,
  ]);
  return formatTable(header, rows);
}

/** Each phone budget the page misses, in words; a run that could not be measured misses it. */
export function phoneMisses(page) {
  const misses = [];
  if (page.measuredRuns < page.runs) misses.push(`${page.runs - page.measuredRuns} of ${page.runs} run(s) not measured${why(page.errors)}`);
  if (page.tapToOpenMs > BUDGET.maxEarlyTapMs) misses.push(`early tap to open menu ${Math.round(page.tapToOpenMs)} ms > ${BUDGET.maxEarlyTapMs} ms`);
  return misses;
}

const rendersCell = (counts) => (counts.length === 0 ? '–' : counts.join(', '));

export function rendersTable(measurements) {
  const header = ['page', 'rendered req/s', 'p99 ms', 'renders/request', 'partial', 'unrendered', 'failures'];
  const rows = measurements.map((row) => [
    row.name,
    Math.round(row.renderedPerSecond).toLocaleString('en-US'),
    orDash(row.p99Ms, (ms) => ms.toFixed(1)),
    rendersCell(row.rendersPerRequest),
    String(row.partial),
    String(row.unrendered),
    String(row.failures),
  ]);
  return formatTable(header, rows);
}

/**
 * Each uncached-rendering budget the page misses, in words. A page frame sent instead of a render
 * (every render and queue place taken) and a failed request each miss "1 render per request"; a
 * page rendered in part (data late, an API error) is no render of the page either.
 */
export function renderMisses(row) {
  const misses = [];
  if (row.renderedPerSecond < BUDGET.minUncachedRate) misses.push(`${Math.round(row.renderedPerSecond)} rendered req/s < ${BUDGET.minUncachedRate}`);
  if (row.p99Ms === null) misses.push('p99 not measured (no response was rendered)');
  else if (row.p99Ms > BUDGET.maxUncachedP99Ms) misses.push(`p99 ${Math.round(row.p99Ms)} ms > ${BUDGET.maxUncachedP99Ms} ms`);
  const otherCounts = row.rendersPerRequest.filter((count) => count !== BUDGET.rendersPerRequest);
  if (otherCounts.length > 0) misses.push(`responses rendered in ${otherCounts.join(', ')} passes, not ${BUDGET.rendersPerRequest}`);
  if (row.partial > 0) misses.push(`${row.partial} response(s) rendered in part (data late or an API error)`);
  if (row.unrendered > 0) misses.push(`${row.unrendered} response(s) sent unrendered (the page frame)`);
  if (row.failures > 0) misses.push(`${row.failures} request(s) failed or answered other than 2xx`);
  return misses;
}
