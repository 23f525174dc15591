import { expectNoSeriousAxeViolations } from '../support/axe';
import { withConsentDecided, withThemeChosen } from '../support/site';
import { test } from '../support/test';

const ROUTES = [
  '/',
  '/blog',
  '/blog/best-dog-food-for-diarrhea',
  '/about-us',
  '/contact',
  '/sensitive-stomach-faq',
  '/sensitive-stomach-guide',
  '/homemade-recipes',
  '/digestive-health-tips',
  '/dog-food-guides',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
  '/sitemap',
  '/dog-foods',
  '/no-such-page',
];

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await withConsentDecided(page, true);
      await withThemeChosen(page, theme);
    });

    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      for (const route of ROUTES) {
        test(`${route} on ${viewportName} has no serious or critical violations`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(route);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          // Let data-backed sections replace their skeletons before the scan.
          await page.waitForLoadState('networkidle');
          await expectNoSeriousAxeViolations(page);
        });
      }
    }

    test('the cookie banner and settings dialog have no serious or critical violations', async ({ page, context }) => {
      // A visitor who has not decided yet, in this theme.
      await context.clearCookies();
      await withThemeChosen(page, theme);
      await page.goto('/sitemap');
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Cookie settings' }).click();
      await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
