import type { Page } from '@playwright/test';

export const CONSENT_KEY = 'gentlebowl-cookie-consent';

/** Starts the visit as someone who already answered the cookie banner. */
export async function withConsentDecided(page: Page, preferences: boolean): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    {
      key: CONSENT_KEY,
      value: JSON.stringify({ necessary: true, preferences, analytics: false, decidedAt: '2025-06-01T00:00:00.000Z' }),
    },
  );
}

/** Waits until the page a remote serves for the current route has rendered. */
export async function waitForContentPage(page: Page): Promise<void> {
  await page.locator('[data-remote="mfe-content"]').waitFor();
}

export async function scrollToOffset(page: Page, offset: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), offset);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, offset);
}
