import type { Page } from '@playwright/test';
import { CONSENT_KEY, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

/** The page shows `theme` (the html element may carry other classes, such as the consent mark). */
async function expectTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  await expect(html).toContainClass(theme);
  await expect(html).not.toContainClass(theme === 'light' ? 'dark' : 'light');
}

test.describe('the colour theme', () => {
  test('switches, survives a reload and is applied before the app runs (no flash)', async ({ page }) => {
    await withConsentDecided(page, true);
    await page.goto('/privacy');
    await waitForContentPage(page);
    await expectTheme(page, 'light');

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expectTheme(page, 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');

    await page.reload();
    await waitForContentPage(page);
    await expectTheme(page, 'dark');

    // With the application's scripts blocked, only the inline pre-paint script can set the class.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.reload();
    await expectTheme(page, 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(14, 22, 21)');
  });

  test('follows the operating system when set to system', async ({ page }) => {
    await withConsentDecided(page, true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/privacy');
    await waitForContentPage(page);
    await page.getByRole('button', { name: 'System theme' }).click();
    await expectTheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'light');
  });
});

test.describe('cookie consent', () => {
  test('asks once, remembers a refusal, and honours it for preference storage', async ({ page }) => {
    await page.goto('/privacy');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(banner).toBeHidden();

    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)) ?? '{}');
    expect(stored).toMatchObject({ necessary: true, preferences: false, analytics: false });

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expectTheme(page, 'dark');
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBeNull();

    await page.reload();
    await waitForContentPage(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await expectTheme(page, 'light');
  });

  test('lets the visitor change the choice from the footer, which then stores preferences', async ({ page }) => {
    await withConsentDecided(page, false);
    await page.goto('/privacy');
    await waitForContentPage(page);
    await page.getByRole('button', { name: 'Dark theme' }).click();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Preferences' }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();

    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)) ?? '{}');
    expect(stored).toMatchObject({ preferences: true, analytics: false });
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
  });

  test('accepting everything from the banner hides it for good', async ({ page }) => {
    await page.goto('/sitemap');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    await page.reload();
    await waitForContentPage(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });
});
