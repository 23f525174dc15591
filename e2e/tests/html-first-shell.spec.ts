// The shell's own chrome (mobile menu, theme, cookie consent) works from the server's HTML alone:
// without scripts, and before they arrive.
import { CONSENT_COOKIE, THEME_COOKIE, visitorCookie, withConsentDecided } from '../support/site';
import { expect, holdBackShellScripts, test, waitForHydration } from '../support/test';

const PHONE = { width: 375, height: 740 };
const DARK_BACKGROUND = 'rgb(14, 22, 21)';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mobile menu opens on a phone and its links lead to their pages', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await withConsentDecided(page, false);
    await page.goto('/privacy');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // From the keyboard too.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL('/tools');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('choosing the dark theme and accepting cookies carry over: the next page arrives dark and without the banner', async ({
    page,
    request,
  }) => {
    await page.goto('/sitemap');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page).toHaveURL('/sitemap');
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();

    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    await expect(page).toHaveURL('/sitemap');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    expect((await visitorCookie(page, CONSENT_COOKIE))?.value).toMatch(/^necessary\.preferences\.analytics\.\d{4}-\d{2}-\d{2}$/);
    expect((await visitorCookie(page, THEME_COOKIE))?.expires).toBeGreaterThan(Date.now() / 1000);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();

    // It is the server's HTML that carries them, for this visitor alone.
    const html = await (await page.request.get('/privacy')).text();
    expect(html).toMatch(/<html class="dark" data-consent="necessary preferences analytics"/);
    const firstVisit = await (await request.get('/privacy')).text();
    expect(firstVisit).toMatch(/<html class="light"[ >]/);
    expect(firstVisit).not.toContain('data-consent=');
  });

  test('the cookie settings open from the footer and save a changed choice', async ({ page }) => {
    await withConsentDecided(page, false);
    await page.goto('/privacy');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Preferences' }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    expect((await visitorCookie(page, CONSENT_COOKIE))?.value).toMatch(/^necessary\.preferences\.\d{4}-\d{2}-\d{2}$/);

    // Opened again, the settings show the choice saved, so saving them again keeps it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Preferences' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(page).toHaveURL('/privacy');
    expect((await visitorCookie(page, CONSENT_COOKIE))?.value).toMatch(/^necessary\.preferences\.\d{4}-\d{2}-\d{2}$/);
  });

  test('a page the server has rendered does not tell the visitor it needs JavaScript', async ({ page }) => {
    await page.goto('/food-selector');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/JavaScript/)).toHaveCount(0);
  });
});

test.describe('before the scripts arrive, on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a tap on the mobile menu button opens the menu, which stays open when the scripts take over', async ({ page }) => {
    await withConsentDecided(page, true);
    const scripts = await holdBackShellScripts(page);
    await scripts.open('/privacy');

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    await scripts.release();
    await waitForHydration(page);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('before the scripts arrive', () => {
  test('"Accept all" is kept, and the page comes back without the banner', async ({ page }) => {
    const scripts = await holdBackShellScripts(page);
    await scripts.open('/sitemap');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    await expect(page).toHaveURL('/sitemap');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    expect((await visitorCookie(page, CONSENT_COOKIE))?.value).toMatch(/^necessary\.preferences\.analytics\.\d{4}-\d{2}-\d{2}$/);
    await scripts.release();
  });

  test('"Dark theme" is kept, and once the scripts take over the switch is theirs', async ({ page }) => {
    const scripts = await holdBackShellScripts(page);
    await scripts.open('/sitemap');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page).toHaveURL('/sitemap');
    await expect(page.locator('html')).toHaveClass('dark');

    await scripts.release();
    await waitForHydration(page);

    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    // The scripts switch in place and send the choice in the background, the page staying as it is.
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/preferences');
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(page.locator('html')).toHaveClass('light');
    await expect(page.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
    expect((await sent).resourceType()).toBe('fetch');
  });
});
