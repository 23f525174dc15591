// One Lighthouse run: the `lighthouse` package's default configuration (a mobile device on a
// simulated slow 4G network and a 4x slower CPU), performance category only, in a fresh headless
// Chromium per run so no run inherits another's cache, connections or compiled code.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? null;
/** Lighthouse's messages go on to advise; their first sentence says what happened. */
const firstSentence = (message) => message.split(/(?<=\.)\s/)[0];

/**
 * Measures `url` once. Each figure is null when Lighthouse could not measure it (a page that never
 * paints has no LCP and no score); `error` then says why.
 * @returns {Promise<{ tools: string, score: number | null, lcpMs: number | null, cls: number | null, tbtMs: number | null, error?: string }>}
 */
export async function runLighthouse(url) {
  // The bench stops every Chromium itself on Ctrl-C (killAllChromes), after stopping the site.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    const score = lhr.categories.performance?.score;
    const auditErrors = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']
      .map((audit) => lhr.audits[audit]?.errorMessage)
      .filter(Boolean);
    const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${firstSentence(lhr.runtimeError.message)}` : auditErrors[0];
    const browser = lhr.environment.hostUserAgent.match(/\b(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
    return {
      tools: `Lighthouse ${lhr.lighthouseVersion}, ${browser}`,
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      ...(error && { error }),
    };
  } finally {
    chrome.kill();
  }
}

export const killAllChromes = () => chromeLauncher.killAll();
