// First paint to hydration on a phone: a real Chromium (the e2e workspace's Playwright driving
// CHROME_PATH or /usr/bin/chromium; no browser is downloaded) on a phone-sized screen, with the
// network and CPU really slowed through the DevTools protocol, loads a page in a fresh context (an
// empty cache) and records, in the page's own clock (performance.now()), its first contentful paint
// and the moment the shell marks #root with `data-hydrated`, when its scripts have taken the page
// over (shell/src/startup/browser-app.tsx). The gap between them is how long a visitor sees a page
// whose scripts have not arrived.
import { launchChromium } from '../chromium.mjs';

/**
 * The phone of issue 19: the figures Lighthouse's mobile default calls slow 4G, applied as they
 * are: 150 ms latency per request, 1.6 Mbit/s down, 750 kbit/s up, a CPU four times slower; and
 * Lighthouse's mobile screen.
 */
export const PHONE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
  screen: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};

/** How long a page may take to hydrate before the run is given up. */
const HYDRATION_TIMEOUT_MS = 60_000;

/**
 * Runs in the page before its own scripts: reports the first contentful paint and the moment
 * #root gets `data-hydrated` through the `reportHydration` binding, once both are known. A
 * MutationObserver and a PerformanceObserver, so nothing polls the page's main thread.
 */
function watchHydration() {
  if (window !== window.top) return;
  const figures = { firstPaintMs: null, hydratedMs: null };
  const reportWhenKnown = () => {
    if (figures.firstPaintMs !== null && figures.hydratedMs !== null) window.reportHydration(figures);
  };
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (entry.name === 'first-contentful-paint' && figures.firstPaintMs === null) figures.firstPaintMs = entry.startTime;
    }
    reportWhenKnown();
  }).observe({ type: 'paint', buffered: true });
  const hydration = new MutationObserver((records) => {
    const marked = records.some(({ target }) => target.id === 'root' && target.hasAttribute('data-hydrated'));
    if (!marked || figures.hydratedMs !== null) return;
    figures.hydratedMs = performance.now();
    hydration.disconnect();
    reportWhenKnown();
  });
  hydration.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** A headless Chromium for the hydration runs; `close()` ends it. */
export async function launchPhoneBrowser() {
  const browser = await launchChromium();
  return {
    tools: `Chromium ${browser.version()}`,
    measure: (url) => measureHydration(browser, url),
    close: () => browser.close(),
  };
}

/**
 * One load of `url` on the phone, in a context of its own (nothing cached, no connection open).
 * @returns {Promise<{ firstPaintMs: number | null, hydratedMs: number | null, error?: string }>}
 */
async function measureHydration(browser, url) {
  const majorVersion = browser.version().split('.')[0];
  const context = await browser.newContext({
    ...PHONE.screen,
    userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${majorVersion}.0.0.0 Mobile Safari/537.36`,
  });
  try {
    let reported;
    const figures = new Promise((resolve) => {
      reported = resolve;
    });
    await context.exposeBinding('reportHydration', (_source, measured) => reported(measured));
    await context.addInitScript(watchHydration);
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE.uploadBitsPerSecond / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });

    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve({ error: `not hydrated within ${HYDRATION_TIMEOUT_MS / 1000} s` }), HYDRATION_TIMEOUT_MS);
    });
    // Settles only when the page cannot be measured: its answer is not a page, or it never came.
    const loading = page.goto(url, { waitUntil: 'commit', timeout: HYDRATION_TIMEOUT_MS }).then(
      (response) => (response?.ok() ? new Promise(() => {}) : { error: `${url} answered ${response?.status() ?? 'nothing'}` }),
      (error) => ({ error: error.message.split('\n')[0] }),
    );
    const outcome = await Promise.race([figures, late, loading]).finally(() => clearTimeout(timer));
    return outcome.error ? { firstPaintMs: null, hydratedMs: null, error: outcome.error } : outcome;
  } catch (error) {
    return { firstPaintMs: null, hydratedMs: null, error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}
