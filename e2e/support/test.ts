import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** The element the shell's server writes into every page it renders (shell/src/app/page-handoff.ts). */
const SHELL_PAGE_MARK = 'id="gentlebowl-page"';

/** Resolves once React has taken a shell page over: the shell marks #root (shell/src/bootstrap.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
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
      let scriptsFailed = false;
      page.on('requestfailed', (request) => {
        if (request.resourceType() === 'script') scriptsFailed = true;
      });
      const afterLoad = async (response: Response | null) => {
        if (!scriptsFailed && (await isShellPage(response))) await waitForHydration(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        scriptsFailed = false;
        return afterLoad(await goto(...args));
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        scriptsFailed = false;
        return afterLoad(await reload(...args));
      };
    }
    await use(page);
  },
});
