import type { Page, Route } from '@playwright/test';

/**
 * Playwright's own test and page. A user-flow test acts at a person's pace: as soon as a control is
 * visible, whether or not the page's scripts have taken it over yet, because a visitor on a slow
 * phone does exactly that. Only a test about the scripts themselves waits for them.
 */
export { expect, test } from '@playwright/test';

/** Resolves once React has taken a shell page over: the shell marks #root (shell/src/bootstrap.tsx).
 * For tests about the scripts themselves; a user-flow test never waits for it. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/** The shell's entry script, which starts the page's scripts (its name carries a content hash). */
const SHELL_ENTRY_SCRIPT = /\/main(?:\.[0-9a-f]+)?\.js(?:\?.*)?$/;

/**
 * Holds back the shell's entry script, so the page stays as the server sent it (a phone still
 * downloading its scripts), until `release` lets it through.
 */
export async function holdBackShellScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(SHELL_ENTRY_SCRIPT, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
