import type { Locator, Page, Route } from '@playwright/test';

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

/** The page's scripts, held back (`holdBackShellScripts`). */
export interface HeldScripts {
  open: (address: string) => Promise<void>;
  release: () => Promise<void>;
}

/**
 * Holds back the shell's entry script, so the page stays as the server sent it (a phone still
 * downloading its scripts), until `release` lets it through. `open` goes to an address meanwhile and
 * returns once the page is shown, as a person acts: the page adds the entry script at the visitor's
 * first interaction if that comes before its load, and its load event then waits for the held
 * script (a `page.goto` that waits for load would never return).
 */
export async function holdBackShellScripts(page: Page): Promise<HeldScripts> {
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

/** What a visitor types into a field while the page's scripts arrive (`typeAcrossTakeover`). */
export interface TypingAcrossTakeover {
  /** Typed while the scripts are held back. */
  before: string;
  /** Typed from their release on, key by key. */
  during: string;
  /** Typed again and again after `during` until the scripts have taken the page over, however long that takes. */
  again: string;
  /** Typed once they have. */
  after: string;
}

/** The pause between a key's press and its release: a quick typist. */
const KEY_PRESS_DELAY = 30;

/**
 * Types into `field` as a visitor on a slow phone does while the page's scripts arrive: the first
 * keys while they are held back, then the scripts are released and typing goes on, key by key,
 * until React has taken the page over, and a few keys more. So keys land before the scripts run,
 * between the slices React hydrates the page in, between its commit and its effects, and after.
 * Returns what was typed, once the scripts have taken the page over (for tests about the scripts).
 */
export async function typeAcrossTakeover(
  page: Page,
  scripts: HeldScripts,
  field: Locator,
  { before, during, again, after }: TypingAcrossTakeover,
): Promise<string> {
  await field.click();
  await page.keyboard.type(before, { delay: KEY_PRESS_DELAY });
  let takenOver = false;
  const takeover = waitForHydration(page).then(() => {
    takenOver = true;
  });
  await scripts.release();
  let typed = before;
  for (let next = during; ; next = again) {
    await page.keyboard.type(next, { delay: KEY_PRESS_DELAY });
    typed += next;
    if (takenOver) break;
  }
  await page.keyboard.type(after, { delay: KEY_PRESS_DELAY });
  await takeover;
  return typed + after;
}

/**
 * Has the page tap the element `selector` finds at the moment a visitor's tap lands when it comes
 * while React takes that element over: once the task that committed the render that hydrated it is
 * done, before React's next task (which would run that commit's effects). React's scheduler yields
 * to the browser after every commit, and the browser serves input before React's next task, so such
 * a tap always lands there; a test's own click cannot be aimed at it. Call before the page loads.
 */
export async function tapWhileReactTakesOver(page: Page, selector: string): Promise<void> {
  await actWhileReactTakesOver(page, selector, null);
}

/**
 * Has the page type `text` into the field `selector` finds (at its end) at the moment a visitor's
 * keys land when they come while React takes the field over, as `tapWhileReactTakesOver` taps:
 * the browser puts the text in the field and tells the page, as it does for a key. Call before the
 * page loads.
 */
export async function typeWhileReactTakesOver(page: Page, selector: string, text: string): Promise<void> {
  await actWhileReactTakesOver(page, selector, text);
}

/** React reports every commit to the hook React DevTools installs; this stand-in acts (a tap when
 * `text` is null) once a commit's tree holds the element. */
async function actWhileReactTakesOver(page: Page, selector: string, text: string | null): Promise<void> {
  await page.addInitScript(
    ({ target, typed }) => {
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
      const act = (element: HTMLElement) => {
        if (typed === null) {
          element.click();
          return;
        }
        // The element's own value setter, as the browser's typing uses: React watches the property's.
        const field = element as HTMLInputElement;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, field.value + typed);
        field.dispatchEvent(new InputEvent('input', { bubbles: true, data: typed, inputType: 'insertText' }));
      };
      let acted = false;
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
            const element = document.querySelector(target);
            if (acted || !(element instanceof HTMLElement) || !treeHolds(root.current, element)) return;
            acted = true;
            // Once the commit's task is done, before any other task: where the browser serves input.
            queueMicrotask(() => act(element));
          },
        },
      });
    },
    { target: selector, typed: text },
  );
}
