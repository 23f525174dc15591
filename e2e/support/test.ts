import type { Page, Route } from '@playwright/test';

/**
 * Playwright's own test and page. A user-flow test acts at a person's pace: as soon as a control is
 * visible, whether or not the page's scripts have taken it over yet, because a visitor on a slow
 * phone does exactly that. Only a test about the scripts themselves waits for them.
 */
export { expect, test } from '@playwright/test';

/** Resolves once React has taken a shell page over: the shell marks #root (shell/src/startup/browser-app.tsx).
 * For tests about the scripts themselves; a user-flow test never waits for it. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/** The errors the page logs to its console from now on (a hydration mismatch is one), as a list the
 * test reads when it likes. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The shell's entry script, which starts the page's scripts (its name carries a content hash). */
const SHELL_ENTRY_SCRIPT = /\/main(?:\.[0-9a-f]+)?\.js(?:\?.*)?$/;

/**
 * Holds back the shell's entry script, so the page stays as the server sent it (a phone still
 * downloading its scripts), until `release` lets it through. `open` goes to an address meanwhile and
 * returns once the page is shown, as a person acts: the page adds the entry script at the visitor's
 * first interaction if that comes before its load, and its load event then waits for the held
 * script (a `page.goto` that waits for load would never return).
 */
export async function holdBackShellScripts(
  page: Page,
): Promise<{ open: (address: string) => Promise<void>; release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(SHELL_ENTRY_SCRIPT, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    open: async (address) => {
      await page.goto(address, { waitUntil: 'domcontentloaded' });
    },
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Has the page tap the element `selector` finds at the moment a visitor's tap lands when it comes
 * while React takes that element over: right after the commit of the render that hydrated it,
 * before that commit's effects run. React's scheduler yields to the browser after every commit,
 * and the browser serves input before React's next task, so such a tap always lands there; a
 * test's own click cannot be aimed at it. React reports every commit to the hook React DevTools
 * installs; this stand-in taps once a commit's tree holds the element. Call before the page loads.
 */
export async function tapWhileReactTakesOver(page: Page, selector: string): Promise<void> {
  await page.addInitScript((target) => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      stateNode: unknown;
    }
    const treeHolds = (root: Fiber, element: Element): boolean => {
      const pending: Fiber[] = [root];
      for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
        if (fiber.stateNode === element) return true;
        if (fiber.sibling) pending.push(fiber.sibling);
        if (fiber.child) pending.push(fiber.child);
      }
      return false;
    };
    let tapped = false;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          const element = document.querySelector(target);
          if (tapped || !(element instanceof HTMLElement) || !treeHolds(root.current, element)) return;
          tapped = true;
          // Once the commit's task is done, before any other task: where the browser serves a tap.
          queueMicrotask(() => element.click());
        },
      },
    });
  }, selector);
}
