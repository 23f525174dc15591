import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-ports';

// The first-party cookies the shell keeps a visitor's choices in (shell/src/shared/visitor-preferences.ts).
export const CONSENT_COOKIE = 'gentlebowl-cookie-consent';
export const THEME_COOKIE = 'ui-theme';

/** Starts the visit as someone who already answered the cookie banner. */
export async function withConsentDecided(page: Page, preferences: boolean): Promise<void> {
  const value = `${preferences ? 'necessary.preferences' : 'necessary'}.2025-06-01`;
  await page.context().addCookies([{ name: CONSENT_COOKIE, value, url: E2E_BASE_URL }]);
}

/** Starts the visit as someone who chose `theme` earlier. */
export async function withThemeChosen(page: Page, theme: 'light' | 'dark' | 'system'): Promise<void> {
  await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: E2E_BASE_URL }]);
}

/** The visitor's cookie, as the browser keeps it. */
export async function visitorCookie(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name);
}

/** The shell's region of toasts (its label also names the shortcut that reaches it). */
/** What the newsletter sign-up says in place of its form once an address is signed up. */
export const NEWSLETTER_THANK_YOU =
  "Thank you for subscribing! You'll receive our next newsletter soon. Watch your inbox for helpful tips! Check your inbox to confirm: we sent you a link, and only a confirmed address receives the newsletter.";

export const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** The page the content remote renders for the current route (it carries its build in `data-build`). */
export const contentRemotePage = (page: Page) => page.locator('[data-remote="mfe-content"]');

/** Waits until the page a remote serves for the current route has rendered. */
export async function waitForContentPage(page: Page): Promise<void> {
  await contentRemotePage(page).waitFor();
}

/** The shell's "This section is temporarily unavailable" panel, in place of a remote's page. */
export const remoteUnavailablePanel = (page: Page) => page.getByTestId('remote-unavailable');

/** The labels of the page's breadcrumb trail (its links and the current page), without the
 * separators between them. */
export function breadcrumbLabels(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').locator('a, [aria-current="page"]');
}

export async function scrollToOffset(page: Page, offset: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), offset);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, offset);
}

/** The path of every address /sitemap.xml lists. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  const sitemap = await response.text();
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}: ${sitemap}`);
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => new URL(location as string).pathname);
}
