import { expectNoSeriousAxeViolations } from '../support/axe';
import { withConsentDecided, withThemeChosen } from '../support/site';
import { expect, test } from '../support/test';

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

// WCAG 1.4.10 (reflow): at 320 CSS pixels a page reads without scrolling sideways. A wide table may
// scroll inside its own box, never the page.
const REFLOW_PAGES = [
  ...ROUTES,
  '/dog-food/1',
  '/compare?foods=1,2,3',
  '/tools?tab=transition-guide&currentFood=dry&newFood=fresh&cupsPerDay=3.75&transitionPeriod=10#feeding-guide',
  '/tools?weight=50&age=adult&activityLevel=moderate&isNeutered=yes&condition=ideal',
];

test.describe('reflow at 320 px', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  for (const route of REFLOW_PAGES) {
    test(`${route} does not scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
      expect(widths.page, 'the page is as wide as the window').toBeLessThanOrEqual(widths.window);
    });
  }

  // A tab row may scroll inside itself when its words alone are too wide, but two or three tabs fit:
  // their labels wrap rather than leave the last tab cut off at the edge.
  for (const route of ['/tools', '/dog-food/1', '/dog-food-guides', '/homemade-recipes']) {
    test(`${route} shows every tab of its tab row`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route);
      const tabList = page.getByRole('tablist');
      await tabList.waitFor();
      const widths = await tabList.evaluate((row) => ({ content: row.scrollWidth, shown: row.clientWidth }));
      expect(widths.content, 'the tabs are as wide as their row').toBeLessThanOrEqual(widths.shown);
    });
  }
});
