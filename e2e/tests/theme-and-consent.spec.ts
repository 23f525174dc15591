import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, THEME_COOKIE, visitorCookie, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

const LIGHT_BACKGROUND = 'rgb(251, 250, 247)';
const DARK_BACKGROUND = 'rgb(14, 22, 21)';

/**
 * The page is painted in the `theme` palette. A locator assertion, so it keeps retrying across a
 * navigation: a theme button tapped before the scripts take over submits its form, and the page
 * comes back from the server.
 */
async function expectPainted(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('body')).toHaveCSS('background-color', theme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
}

test.describe('the color theme', () => {
  test('switches at once, survives a reload and arrives with the page (no flash, no scripts needed)', async ({ page }) => {
    await withConsentDecided(page, true);
    await page.goto('/privacy');
    await waitForContentPage(page);
    await expectPainted(page, 'light');

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expectPainted(page, 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await visitorCookie(page, THEME_COOKIE))?.value).toBe('dark');
    // Kept for the decision period, since the visitor allowed preference storage.
    expect((await visitorCookie(page, THEME_COOKIE))?.expires).toBeGreaterThan(Date.now() / 1000 + 150 * 24 * 3600);

    // With the application's scripts blocked, the server's HTML alone carries the theme.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    await expectPainted(page, 'dark');
  });

  test('follows the operating system when set to system', async ({ page }) => {
    await withConsentDecided(page, true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/privacy');
    await waitForContentPage(page);
    await page.getByRole('button', { name: 'System theme' }).click();
    await expectPainted(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectPainted(page, 'light');
    await page.reload();
    await expectPainted(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectPainted(page, 'dark');
  });
});

test.describe('cookie consent', () => {
  test('asks once, remembers a refusal, and keeps a theme chosen afterwards for this browser session only', async ({ page }) => {
    await page.goto('/privacy');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await visitorCookie(page, CONSENT_COOKIE))?.value).toMatch(/^necessary\.\d{4}-\d{2}-\d{2}$/);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expectPainted(page, 'dark');
    await expect.poll(async () => (await visitorCookie(page, THEME_COOKIE))?.value).toBe('dark');
    // A session cookie: the browser forgets it when it closes.
    expect((await visitorCookie(page, THEME_COOKIE))?.expires).toBe(-1);

    await page.reload();
    await waitForContentPage(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await expectPainted(page, 'dark');
  });

  test('lets the visitor change the choice from the footer, which then keeps the theme for good', async ({ page }) => {
    await withConsentDecided(page, false);
    await page.goto('/privacy');
    await waitForContentPage(page);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(async () => (await visitorCookie(page, THEME_COOKIE))?.expires).toBe(-1);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Preferences' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Preferences' }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await visitorCookie(page, CONSENT_COOKIE))?.value).toMatch(/^necessary\.preferences\.\d{4}-\d{2}-\d{2}$/);
    await expect.poll(async () => (await visitorCookie(page, THEME_COOKIE))?.expires).toBeGreaterThan(Date.now() / 1000);
    expect((await visitorCookie(page, THEME_COOKIE))?.value).toBe('dark');
  });

  test.describe('decided with the keyboard, the focus stays on the page rather than leaving with the banner', () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/sitemap');
      // The banner leaving in place (rather than the page coming back from the server) is the scripts'.
      await waitForHydration(page);
    });

    test('an answer on the banner', async ({ page }) => {
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).focus();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
    });

    test('a choice saved in the settings the banner opened', async ({ page }) => {
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Cookie settings' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await dialog.getByRole('button', { name: 'Save choices' }).focus();
      await page.keyboard.press('Enter');

      await expect(dialog).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
    });
  });

  test('accepting everything from the banner hides it for good', async ({ page }) => {
    await page.goto('/sitemap');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await expect.poll(async () => (await visitorCookie(page, CONSENT_COOKIE))?.value).toMatch(/^necessary\.preferences\.analytics\.\d{4}-\d{2}-\d{2}$/);
    await page.reload();
    await waitForContentPage(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });
});
