// A page on a phone: a real Chromium (the e2e workspace's Playwright driving CHROME_PATH or
// /usr/bin/chromium; no browser is downloaded) on a phone-sized screen, with the network and CPU
// really slowed through the DevTools protocol, loads a page in a fresh context (an empty cache).
// - First paint to hydration: in the page's own clock (performance.now()), its first contentful
//   paint and the moment the shell marks #root with `data-hydrated`, when its scripts have taken
//   the page over (shell/src/startup/browser-app.tsx).
// - An early tap: the mobile menu button tapped as soon as the page has first painted, while its
//   scripts download and start, and how long the menu takes to be drawn open. The page works
//   without its scripts; what this shows is whether they stand in the way of the visitor.
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
    measureHydration: (url) => measureHydration(browser, url),
    measureEarlyTap: (url) => measureEarlyTap(browser, url),
    close: () => browser.close(),
  };
}

/**
 * A context of its own for one load on the phone (nothing cached, no connection open), its page
 * with the network and CPU slowed; `use(context, page, devtools)` sets its watchers and loads. The
 * context is closed after.
 */
async function onPhone(browser, use) {
  const majorVersion = browser.version().split('.')[0];
  const context = await browser.newContext({
    ...PHONE.screen,
    userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${majorVersion}.0.0.0 Mobile Safari/537.36`,
  });
  try {
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
    return await use(context, page, devtools);
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` and waits for what the page reports through `reported`, for at most `timeoutMs`.
 * Resolves `{ error }` when the page cannot be measured: its answer is not a page, or it never
 * came, or nothing was reported in time.
 */
async function loadAndWait(page, url, reported, timeoutMs, what) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ error: `${what} within ${timeoutMs / 1000} s` }), timeoutMs);
  });
  const loading = page.goto(url, { waitUntil: 'commit', timeout: timeoutMs }).then(
    (response) => (response?.ok() ? new Promise(() => {}) : { error: `${url} answered ${response?.status() ?? 'nothing'}` }),
    (error) => ({ error: error.message.split('\n')[0] }),
  );
  return Promise.race([reported, late, loading]).finally(() => clearTimeout(timer));
}

/** A promise and the function that resolves it. */
function reportedByPage() {
  let report;
  const reported = new Promise((resolve) => {
    report = resolve;
  });
  return { reported, report };
}

/**
 * One load of `url` on the phone, in a context of its own (nothing cached, no connection open).
 * @returns {Promise<{ firstPaintMs: number | null, hydratedMs: number | null, error?: string }>}
 */
async function measureHydration(browser, url) {
  try {
    const outcome = await onPhone(browser, async (context, page) => {
      const { reported, report } = reportedByPage();
      await context.exposeBinding('reportHydration', (_source, measured) => report(measured));
      await context.addInitScript(watchHydration);
      return loadAndWait(page, url, reported, HYDRATION_TIMEOUT_MS, 'not hydrated');
    });
    return outcome.error ? { firstPaintMs: null, hydratedMs: null, error: outcome.error } : outcome;
  } catch (error) {
    return { firstPaintMs: null, hydratedMs: null, error: error.message.split('\n')[0] };
  }
}

/** The header's button that opens the mobile menu, and the menu (a popover). */
const MENU_BUTTON = 'button[popovertarget="mobile-menu"][aria-label="Open menu"]';
const MENU_ID = 'mobile-menu';

/** How long after the early tap the menu may take to open before the run is given up. */
const TAP_TIMEOUT_MS = 20_000;

/**
 * Runs in the page before its own scripts: reports how long after the visitor's tap the mobile menu
 * is drawn open. The tap's time is its pointerdown's `timeStamp`, when the input reached the
 * browser, so time the event waited for a busy main thread counts; the menu is drawn in the frame
 * whose animation callbacks follow its `beforetoggle` (the popover opens as the click's default
 * action, scripts or none).
 */
function watchMenuTap(menuId) {
  if (window !== window.top) return;
  let tappedAt = null;
  window.addEventListener('pointerdown', (event) => {
    tappedAt ??= event.timeStamp;
  }, { capture: true });
  document.addEventListener('beforetoggle', (event) => {
    if (event.target.id !== menuId || event.newState !== 'open' || tappedAt === null) return;
    requestAnimationFrame(() => window.reportMenuOpened({ tapToOpenMs: performance.now() - tappedAt }));
  }, { capture: true });
}

/** Where the menu button's middle is on the phone's screen, from a load of `url` that nothing slows. */
async function menuButtonPoint(browser, url) {
  const context = await browser.newContext(PHONE.screen);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const box = await page.locator(MENU_BUTTON).boundingBox();
    if (!box) throw new Error(`${url} shows no mobile menu button on the phone`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * One load of `url` on the phone, tapping the mobile menu button as soon as the page's first
 * contentful paint is known to the browser (DevTools' lifecycle event, which no busy page delays),
 * at the point a first load found the button: how long until the menu is drawn open.
 * @returns {Promise<{ tapToOpenMs: number | null, error?: string }>}
 */
async function measureEarlyTap(browser, url) {
  try {
    const point = await menuButtonPoint(browser, url);
    const outcome = await onPhone(browser, async (context, page, devtools) => {
      const { reported, report } = reportedByPage();
      await context.exposeBinding('reportMenuOpened', (_source, measured) => report(measured));
      await context.addInitScript(watchMenuTap, MENU_ID);
      await devtools.send('Page.enable');
      await devtools.send('Page.setLifecycleEventsEnabled', { enabled: true });
      const tapped = new Promise((resolve, reject) => {
        devtools.on('Page.lifecycleEvent', ({ name }) => {
          if (name === 'firstContentfulPaint') page.touchscreen.tap(point.x, point.y).then(resolve, reject);
        });
      });
      const opened = Promise.all([reported, tapped]).then(([measured]) => measured);
      return loadAndWait(page, url, opened, TAP_TIMEOUT_MS, 'the menu did not open after an early tap');
    });
    return outcome.error ? { tapToOpenMs: null, error: outcome.error } : outcome;
  } catch (error) {
    return { tapToOpenMs: null, error: error.message.split('\n')[0] };
  }
}
