import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** The element the shell's server writes into every page it renders (shell/src/app/page-handoff.ts). */
const SHELL_PAGE_MARK = 'id="gentlebowl-page"';

/** Resolves once React has taken a shell page over: the shell marks #root (shell/src/bootstrap.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/** A promise with the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function isShellPage(response: Response | null): Promise<boolean> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return false;
  return (await response.text().catch(() => '')).includes(SHELL_PAGE_MARK);
}

/**
 * Playwright's test, whose page waits after each load of a shell page (goto, reload) until React
 * has hydrated it. A server-rendered page shows its text and controls before its scripts run; a
 * visitor's click before hydration is lost, and so would a test's be.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      // A test that blocks the page's scripts (to see the page without the app) gets no hydration.
      // The shell starts its entry script after the first paint, which can be after the load
      // event, so the wait ends at whichever comes first: hydration or a failed script.
      let scriptFailed = signal();
      page.on('requestfailed', (request) => {
        if (request.resourceType() === 'script') scriptFailed.resolve();
      });
      const afterLoad = async (response: Response | null) => {
        if (await isShellPage(response)) await Promise.race([waitForHydration(page), scriptFailed.promise]);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        scriptFailed = signal();
        return afterLoad(await goto(...args));
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        scriptFailed = signal();
        return afterLoad(await reload(...args));
      };
    }
    await use(page);
  },
});
