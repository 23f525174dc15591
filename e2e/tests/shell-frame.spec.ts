import { PUBLISHING_SINCE_YEAR } from '@gentlebowl/contracts';
import type { Page } from '@playwright/test';
import { coveredByFloatingControls, FINDER_TIP } from '../support/floating-controls';
import { scrollToOffset, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, holdBackShellScripts, test } from '../support/test';

test.describe('the page frame', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  test('highlights the current page in the navigation and follows the links', async ({ page }) => {
    await page.goto('/sitemap');
    await waitForContentPage(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL('/tools');
    await expect(nav.getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Find Food Now' }).click();
    await expect(page).toHaveURL('/food-selector');
    await expect(nav.getByRole('link', { name: 'Food Selector' })).toHaveAttribute('aria-current', 'page');
  });

  test('shows the logo, the tagline and footer details', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gentle Bowl Sensitive Stomach Solutions' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`Helping dog owners since ${PUBLISHING_SINCE_YEAR}.`)).toBeVisible();
    await expect(footer.getByText(/expert-reviewed|vet-approved|veterinary-approved/i)).toHaveCount(0);
    await expect(footer.getByText(/not veterinary advice/)).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Resources' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hello@gentlebowl.com' })).toHaveAttribute('href', 'mailto:hello@gentlebowl.com');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('lets keyboard users skip straight to the main content', async ({ page }) => {
    await page.goto('/privacy');
    await waitForContentPage(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('shows scroll-to-top past 200 px and the finder button past 300 px', async ({ page }) => {
    await page.goto('/privacy');
    await waitForContentPage(page);
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    const finder = page.getByRole('link', { name: 'Find Perfect Food' });

    await scrollToOffset(page, 190);
    await expect(scrollTop).toBeHidden();
    await expect(finder).toBeHidden();

    await scrollToOffset(page, 250);
    await expect(scrollTop).toBeVisible();
    await expect(finder).toBeHidden();

    await scrollToOffset(page, 350);
    await expect(finder).toBeVisible();
    await finder.click();
    await expect(page).toHaveURL('/food-selector');

    await page.goto('/privacy');
    await waitForContentPage(page);
    await scrollToOffset(page, 800);
    await scrollTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('scrolls to the top on navigation', async ({ page }) => {
    await page.goto('/privacy');
    await waitForContentPage(page);
    await scrollToOffset(page, 1200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL('/cookies');
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

/** Whether something else (a floating button) sits over the middle of the element. */
function somethingElseAtItsMiddle(element: Element): boolean {
  const { left, right, top, bottom } = element.getBoundingClientRect();
  const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  return !onTop || !(element === onTop || element.contains(onTop));
}

/**
 * Whether the focused element is entirely hidden by something else (a sticky header, a floating
 * button): nothing of it shows at its middle or near its corners (WCAG 2.4.11, focus not obscured).
 */
function focusIsHidden(): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return false;
  const { left, right, top, bottom } = focused.getBoundingClientRect();
  const inset = 3;
  const points = [
    [(left + right) / 2, (top + bottom) / 2],
    [left + inset, top + inset],
    [right - inset, top + inset],
    [left + inset, bottom - inset],
    [right - inset, bottom - inset],
  ] as const;
  return points.every(([x, y]) => {
    const onTop = document.elementFromPoint(x, y);
    return !onTop || !(focused === onTop || focused.contains(onTop));
  });
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`what stays over the page, at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => withConsentDecided(page, true));

    test('the footer’s last links can be clicked at the foot of the page, beside the floating buttons', async ({ page }) => {
      await page.goto('/about-us');
      await scrollToOffset(page, await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight));
      // The finder button at its widest, with its label shown (a couple of seconds after it appears).
      await expect(page.getByRole('link', { name: 'Find Perfect Food' })).toHaveAttribute('data-expanded', 'true');
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();

      const footer = page.getByRole('contentinfo');
      for (const link of [footer.getByRole('button', { name: 'Cookie Settings' }), footer.getByRole('link', { name: 'Site Map' })]) {
        expect(await link.evaluate(somethingElseAtItsMiddle), `${await link.textContent()} is covered`).toBe(false);
      }
      await footer.getByRole('button', { name: 'Cookie Settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
      await page.keyboard.press('Escape');
      await footer.getByRole('link', { name: 'Site Map' }).click();
      await expect(page).toHaveURL('/sitemap');
    });

    test('a checkbox brought to the foot of the window is never under a floating button, where a tap meant for it would land', async ({
      page,
    }) => {
      // A short window, so that most of the filters can be brought to its foot with the buttons shown.
      const windowHeight = 480;
      await page.setViewportSize({ width: viewport.width, height: windowHeight });
      await page.goto('/dog-foods');
      // On a phone the filters are folded away until the visitor unfolds them; a wider screen shows them.
      const unfold = page.getByText('Show the filters');
      if (await unfold.isVisible()) await unfold.click();
      const boxes = page.getByRole('group', { name: 'Free from' }).getByRole('checkbox');
      await expect(boxes).not.toHaveCount(0);
      const tried: string[] = [];
      const missed: string[] = [];
      for (const box of await boxes.all()) {
        const name = (await box.getAttribute('value')) ?? '';
        // Its middle 40 px above the window's foot: where the floating buttons stand.
        const top = await box.evaluate((node) => node.getBoundingClientRect().top + window.scrollY + node.getBoundingClientRect().height / 2);
        const offset = Math.round(top - (windowHeight - 40));
        // Scroll to top shows only past 200 px.
        if (offset <= 220) continue;
        await scrollToOffset(page, offset);
        await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
        tried.push(name);
        for (const what of await coveredByFloatingControls(page)) missed.push(`${name}: ${what}`);
      }
      expect(tried.length, 'checkboxes brought under the floating buttons').toBeGreaterThan(2);
      expect(missed, 'checkboxes a floating button covers').toEqual([]);
    });

    test('a control reached with Tab or Shift+Tab is never hidden under the header or the floating buttons', async ({ page }) => {
      // Positions are read right after each key: without smooth scrolling, the scroll is done by then.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const covered: string[] = [];
      for (const key of [...Array(30).fill('Tab'), ...Array(20).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        // The next frame, when what the focus moved (the skip link, the scroll) has been painted.
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
        if (await page.evaluate(focusIsHidden)) {
          covered.push(await page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 40) ?? ''));
        }
      }
      expect(covered, 'focused controls hidden by something else').toEqual([]);
    });
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the cookie banner, until it is answered, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('covers neither the floating buttons nor the footer’s links', async ({ page }) => {
      await page.goto('/privacy');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();

      await scrollToOffset(page, 800);
      const finder = page.getByRole('link', { name: 'Find Perfect Food' });
      await expect(finder).toBeVisible();
      const [finderBox, bannerBox] = [await finder.boundingBox(), await banner.boundingBox()];
      expect((finderBox?.y ?? 0) + (finderBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
      // A click fails when another element would receive it.
      await page.getByRole('button', { name: 'Scroll to top' }).click();
      await page.waitForFunction(() => window.scrollY === 0);

      // To the foot of the page, where the banner follows the footer.
      await scrollToOffset(page, await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
      await expect(page).toHaveURL('/terms');
      await expect(banner).toBeVisible();
    });
  });
}

test.describe('the first-visit tooltip', () => {
  /** A first visit to a content page with a clock the test can move forward, scrolled to where the finder shows. */
  async function visitWithTestClock(page: Page, allowsPreferenceStorage: boolean): Promise<void> {
    await withConsentDecided(page, allowsPreferenceStorage);
    await page.clock.install();
    await page.goto('/privacy');
    await waitForContentPage(page);
    await scrollToOffset(page, 400);
  }

  test('shows once, is dismissed after 10 seconds and is remembered', async ({ page }) => {
    await visitWithTestClock(page, true);
    const tip = page.getByText(FINDER_TIP);
    await expect(tip).toBeVisible();

    await page.clock.fastForward(9_000);
    await expect(tip).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(tip).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenQuickFinderTooltip'))).toBe('true');

    await page.reload();
    await waitForContentPage(page);
    await scrollToOffset(page, 400);
    await expect(page.getByRole('link', { name: 'Find Perfect Food' })).toBeVisible();
    await expect(tip).toBeHidden();
  });

  test('expands the finder button with its label two seconds after it appears', async ({ page }) => {
    await visitWithTestClock(page, true);
    const label = page.getByTestId('floating-finder').getByText('Find Perfect Food');
    await expect(label).toHaveAttribute('data-expanded', 'false');
    await page.clock.fastForward(2_100);
    await expect(label).toHaveAttribute('data-expanded', 'true');
  });

  test('is not remembered in storage when the visitor refused preference storage', async ({ page }) => {
    await visitWithTestClock(page, false);
    const tip = page.getByText(FINDER_TIP);
    await expect(tip).toBeVisible();
    await page.clock.fastForward(10_500);
    await expect(tip).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenQuickFinderTooltip'))).toBeNull();
  });
});

test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('slides in, closes on Escape and on a tap beside it, and its links load the page afresh', async ({ page }) => {
    await withConsentDecided(page, true);
    await page.goto('/privacy');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Find Food Now' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { beforeMenuNavigation: true }));
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await waitForContentPage(page);
    expect(await page.evaluate(() => 'beforeMenuNavigation' in window)).toBe(false);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('closes when the keyboard leaves it, so Tab never moves on through the page hidden behind it', async ({ page }) => {
    await withConsentDecided(page, true);
    await page.goto('/privacy');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link').first()).toBeFocused();
    const controls = await menu.locator('a, button, input').count();
    for (let tab = 0; tab < controls; tab += 1) await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.activeElement?.closest('[popover]') ?? null)).toBeNull();
  });

  test('opened before the scripts arrive, has the focus on its first link once they have', async ({ page }) => {
    await withConsentDecided(page, true);
    const scripts = await holdBackShellScripts(page);
    await scripts.open('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    await scripts.release();

    await expect(menu.getByRole('link').first()).toBeFocused();
  });

  test('closes when its logo link changes the page in place', async ({ page }) => {
    await withConsentDecided(page, true);
    await page.goto('/privacy');
    await waitForContentPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Gentle Bowl Sensitive Stomach Solutions' }).click();
    await expect(page).toHaveURL('/');
    await expect(menu).toBeHidden();
  });
});
