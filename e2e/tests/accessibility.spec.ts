import { test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { withConsentDecided } from '../support/site';

const ROUTES = ['/', '/privacy', '/terms', '/cookies', '/accessibility', '/sitemap', '/no-such-page'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await withConsentDecided(page, true);
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        await page.goto(route);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoSeriousAxeViolations(page);
      });
    }

    test('the cookie banner and settings dialog have no serious or critical violations', async ({ page, context }) => {
      await context.clearCookies();
      await page.addInitScript(() => localStorage.removeItem('gentlebowl-cookie-consent'));
      await page.goto('/sitemap');
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Cookie settings' }).click();
      await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
