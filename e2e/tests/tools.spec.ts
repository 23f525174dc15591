import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { notifications, withConsentDecided, withThemeChosen } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';
import { expectEveryRequiredMessage } from '../support/tools';

// The /tools page of the tools remote (mfe-tools), on the composed site.

async function waitForToolsPage(page: Page): Promise<void> {
  await page.locator('[data-remote="mfe-tools"]').first().waitFor();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

async function expectFocused(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
}

/** The anchor sits at the top of the viewport (below the sticky header), not merely somewhere on screen. */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  const anchor = page.locator(`#${id}`);
  await expect(anchor).toBeVisible();
  await expect
    .poll(async () => (await anchor.boundingBox())?.y ?? Number.POSITIVE_INFINITY, { message: `#${id} near the top` })
    .toBeLessThan(160);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

async function fillFoodCalculator(page: Page): Promise<void> {
  const food = panel(page, 'Food Calculator');
  await food.getByRole('spinbutton', { name: "Dog's weight (lbs)" }).fill('50');
  await food.getByRole('combobox', { name: 'Life stage' }).selectOption('adult');
  await food.getByRole('combobox', { name: 'Activity level' }).selectOption('moderate');
  await food.getByRole('radio', { name: 'Yes', exact: true }).check();
  await food.getByRole('radio', { name: /^Ideal/ }).check();
}

async function fillTransitionCalculator(page: Page): Promise<void> {
  const guide = panel(page, 'Transition Guide');
  await guide.getByRole('combobox', { name: 'Current food type' }).selectOption('dry');
  await guide.getByRole('combobox', { name: 'New food type' }).selectOption('wet');
  await guide.getByRole('spinbutton', { name: 'Cups per day' }).fill('2');
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('the /tools page', () => {
  test('opens on the Food Calculator tab with the page title and breadcrumbs', async ({ page }) => {
    await page.goto('/tools');
    await waitForToolsPage(page);

    await expect(page).toHaveTitle('Interactive Nutrition Tools | Gentle Bowl');
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive Nutrition Tools' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Tools', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'Food Calculator')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Transition Guide')).toHaveAttribute('aria-selected', 'false');
    await expect(panel(page, 'Food Calculator').getByRole('heading', { name: 'How the calculator works' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Your dog's daily nutritional needs" })).toHaveCount(0);
  });

  test('the food calculator works from the keyboard alone', async ({ page }) => {
    await page.goto('/tools');
    await waitForToolsPage(page);
    // The tab list's single tab stop and its arrow keys come with the scripts (before them every tab
    // is a link in the tab order, html-first-tools.spec.ts): this keyboard path is theirs.
    await waitForHydration(page);
    const food = panel(page, 'Food Calculator');

    await tab(page, 'Food Calculator').focus();
    await page.keyboard.press('Tab');
    await expectFocused(food);
    await page.keyboard.press('Tab');
    await expectFocused(food.getByRole('spinbutton', { name: "Dog's weight (lbs)" }));
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    await expectFocused(food.getByRole('combobox', { name: 'Life stage' }));
    await page.keyboard.type('a');
    await page.keyboard.press('Tab');
    await expectFocused(food.getByRole('combobox', { name: 'Activity level' }));
    await page.keyboard.type('m');
    await page.keyboard.press('Tab');
    await expectFocused(food.getByRole('radio', { name: 'Yes', exact: true }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expectFocused(food.getByRole('radio', { name: /^Underweight/ }));
    await page.keyboard.press('ArrowDown');
    await expect(food.getByRole('radio', { name: /^Ideal/ })).toBeChecked();
    await page.keyboard.press('Tab');
    // The optional catalogue food is left at "any food" (the spec's 350 kcal per cup).
    await expectFocused(food.getByRole('combobox', { name: 'Food (optional)' }));
    await page.keyboard.press('Tab');
    await expectFocused(food.getByRole('button', { name: 'Calculate Daily Needs' }));
    await page.keyboard.press('Enter');

    const result = page.getByRole('region', { name: "Your dog's daily nutritional needs" });
    await expect(result).toBeVisible();
    // 50 lb adult, neutered, moderate, ideal: RER 727, DER 1164, 3.3 cups of a 350 kcal/cup food.
    await expect(result.getByRole('definition')).toHaveText(['727 kcal', '1164 kcal', '1164 kcal', '3.3 cups']);
    await expect(result).toContainText('Cups are based on 350 kcal per cup');
    await expect(page.getByRole('status').filter({ hasText: 'Result:' })).toHaveText(
      'Result: 1164 calories per day, about 3.3 cups of food.',
    );
  });

  test('the transition calculator works from the keyboard alone', async ({ page }) => {
    await page.goto('/tools');
    await waitForToolsPage(page);
    // Arrow keys between tabs come with the scripts.
    await waitForHydration(page);

    await tab(page, 'Food Calculator').focus();
    await page.keyboard.press('ArrowRight');
    await expectFocused(tab(page, 'Transition Guide'));
    await expect(tab(page, 'Transition Guide')).toHaveAttribute('aria-selected', 'true');
    const guide = panel(page, 'Transition Guide');
    await expect(guide).toBeVisible();

    await page.keyboard.press('Tab');
    await expectFocused(guide);
    await page.keyboard.press('Tab');
    await expectFocused(guide.getByRole('combobox', { name: 'Current food type' }));
    await page.keyboard.type('d');
    await page.keyboard.press('Tab');
    await expectFocused(guide.getByRole('combobox', { name: 'New food type' }));
    await page.keyboard.type('w');
    // The optional catalogue foods are left at the types' typical cups.
    await page.keyboard.press('Tab');
    await expectFocused(guide.getByRole('combobox', { name: 'Current food (optional)' }));
    await page.keyboard.press('Tab');
    await expectFocused(guide.getByRole('combobox', { name: 'New food (optional)' }));
    await page.keyboard.press('Tab');
    await expectFocused(guide.getByRole('spinbutton', { name: 'Cups per day' }));
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await expectFocused(guide.getByRole('combobox', { name: 'Transition period' }));
    await expect(guide.getByRole('combobox', { name: 'Transition period' })).toHaveValue('10');
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    await expectFocused(guide.getByRole('button', { name: 'Create Transition Plan' }));
    await page.keyboard.press('Enter');

    const plan = page.getByRole('region', { name: 'Your 7-day transition plan' });
    await expect(plan).toBeVisible();
    await expect(plan.getByRole('columnheader')).toHaveText(['Day', 'Calories (current / new)', 'Current food (Dry Food)', 'New food (Wet Food)']);
    const rows = plan.getByRole('row');
    await expect(rows).toHaveCount(8);
    // 2 cups of a typical dry food (385 kcal) is 770 kcal; a typical cup of wet food holds 255 kcal.
    await expect(rows.nth(1).locator('th, td')).toHaveText(['Day 1', '75% / 25%', '1 1/2 cups (158 g)', '3/4 cup (177 g)']);
    await expect(rows.nth(3).locator('th, td')).toHaveText(['Day 3', '50% / 50%', '1 cup (105 g)', '1 1/2 cups (355 g)']);
    await expect(rows.nth(7).locator('th, td')).toHaveText(['Day 7', '0% / 100%', 'None', '3 cups (710 g)']);
  });

  test('shows every food calculator validation message and no result until the form is valid', async ({ page }) => {
    await page.goto('/tools');
    await waitForToolsPage(page);
    const food = panel(page, 'Food Calculator');

    await food.getByRole('button', { name: 'Calculate Daily Needs' }).click();
    await expectEveryRequiredMessage(food);
    await expect(page.getByRole('region', { name: "Your dog's daily nutritional needs" })).toHaveCount(0);
    await expect(notifications(page).getByRole('status')).toHaveCount(0);

    await fillFoodCalculator(page);
    await food.getByRole('spinbutton', { name: "Dog's weight (lbs)" }).fill('0.5');
    await food.getByRole('button', { name: 'Calculate Daily Needs' }).click();
    await expect(food.getByText('Weight must be at least 1 lb', { exact: true })).toBeVisible();
    await expect(food.getByText('Age is required', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: "Your dog's daily nutritional needs" })).toHaveCount(0);
  });

  test('shows every transition calculator validation message and no plan until the form is valid', async ({ page }) => {
    await page.goto('/tools#feeding-guide');
    await waitForToolsPage(page);
    const guide = panel(page, 'Transition Guide');

    await guide.getByRole('combobox', { name: 'Transition period' }).selectOption('');
    await guide.getByRole('button', { name: 'Create Transition Plan' }).click();
    for (const message of [
      'Please select your current food type',
      'Please select the new food type',
      'Please enter how many cups your dog currently eats',
      'Please select a transition period',
    ]) {
      await expect(guide.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: /-day transition plan$/ })).toHaveCount(0);

    await fillTransitionCalculator(page);
    await guide.getByRole('combobox', { name: 'Transition period' }).selectOption('10');
    await guide.getByRole('spinbutton', { name: 'Cups per day' }).fill('0.1');
    await guide.getByRole('button', { name: 'Create Transition Plan' }).click();
    await expect(guide.getByText('Please enter at least 1/4 cup (0.25)', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /-day transition plan$/ })).toHaveCount(0);
  });

  test('confirms each calculation with its toast, and a new submit replaces the result', async ({ page }) => {
    await page.goto('/tools');
    await waitForToolsPage(page);

    await fillFoodCalculator(page);
    await page.getByRole('button', { name: 'Calculate Daily Needs' }).click();
    const foodToast = notifications(page).getByRole('status');
    await expect(foodToast).toContainText('Calculation Complete');
    await expect(foodToast).toContainText("Your dog's nutritional needs have been calculated.");

    const food = panel(page, 'Food Calculator');
    await food.getByRole('combobox', { name: 'Life stage' }).selectOption('puppy');
    await food.getByRole('button', { name: 'Calculate Daily Needs' }).click();
    const result = page.getByRole('region', { name: "Your dog's daily nutritional needs" });
    await expect(result).toHaveCount(1);
    // Puppy factor 3: 727.49 x 3 = 2182 kcal, 6.2 cups, and the note about older puppies.
    await expect(result.getByRole('definition')).toHaveText(['727 kcal', '2182 kcal', '2182 kcal', '6.2 cups']);
    await expect(result).toContainText('closer to 2 x RER');

    await tab(page, 'Transition Guide').click();
    await fillTransitionCalculator(page);
    await page.getByRole('button', { name: 'Create Transition Plan' }).click();
    const planToast = notifications(page).getByRole('status');
    await expect(planToast).toContainText('Transition Plan Created');
    await expect(planToast).toContainText("Your dog's food transition plan is ready.");
    // Toasts replace each other: only the newest shows.
    await expect(notifications(page).getByText('Calculation Complete')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your 10-day transition plan' }).getByRole('row')).toHaveCount(11);
  });

  test('a printed plan shows only the plan', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await page.goto('/tools#feeding-guide');
    await waitForToolsPage(page);
    await fillTransitionCalculator(page);
    await page.getByRole('button', { name: 'Create Transition Plan' }).click();
    const plan = page.getByRole('region', { name: 'Your 10-day transition plan' });
    await plan.getByRole('button', { name: 'Print plan' }).click();

    await page.emulateMedia({ media: 'print' });
    await expect(plan.getByRole('table')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Print plan' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive Nutrition Tools' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create Transition Plan' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
  });
});

/** Cups in an amount cell ("1 3/8 cups (323 g)"), 0 for "None"; null for anything but whole cups and eighths. */
function eighthsOfCup(cell: string): number | null {
  if (cell === 'None') return 0;
  const amount = /^(?:(\d+) ?)?(?:(\d)\/(\d))? cups? \([\d,]+ g\)$/.exec(cell);
  if (!amount || (amount[1] === undefined && amount[2] === undefined)) return null;
  const [, whole = '0', numerator = '0', denominator = '1'] = amount;
  if (!['2', '4', '8'].includes(denominator) && numerator !== '0') return null;
  return Number(whole) + Number(numerator) / Number(denominator);
}

test.describe('the transition plan by calories', () => {
  /** The calories per cup the plan states for a food: "Wet Food: about 255 kcal in a cup of 235 g, ...". */
  async function kcalPerCupOf(plan: Locator, foodName: string): Promise<number> {
    const text = (await plan.getByRole('listitem').filter({ hasText: `${foodName}:` }).textContent()) ?? '';
    const kcal = /(?:about )?([\d,]+) kcal in a (?:typical \d+ g )?cup/.exec(text)?.[1];
    expect(kcal, `calories per cup stated for ${foodName}`).toBeDefined();
    return Number(kcal?.replace(',', ''));
  }

  /** Each day's cups of both foods, checked to be whole cups and eighths. */
  async function dailyCups(plan: Locator): Promise<{ current: number; next: number }[]> {
    const rows = plan.getByRole('row');
    const days: { current: number; next: number }[] = [];
    for (let index = 1; index < (await rows.count()); index += 1) {
      const [current = '', next = ''] = await rows.nth(index).locator('td').allTextContents().then((cells) => cells.slice(1));
      const currentCups = eighthsOfCup(current);
      const nextCups = eighthsOfCup(next);
      expect(currentCups, `day ${index} current food "${current}" in eighths of a cup`).not.toBeNull();
      expect(nextCups, `day ${index} new food "${next}" in eighths of a cup`).not.toBeNull();
      days.push({ current: currentCups ?? 0, next: nextCups ?? 0 });
    }
    return days;
  }

  test('a dry-to-wet plan keeps every day within 5% of the dog’s calories, in eighths of a cup and grams', async ({ page }) => {
    await page.goto('/tools#feeding-guide');
    await waitForToolsPage(page);
    await fillTransitionCalculator(page);
    await page.getByRole('button', { name: 'Create Transition Plan' }).click();

    const plan = page.getByRole('region', { name: 'Your 10-day transition plan' });
    await expect(plan.getByText(/^Each day's amounts keep/)).toHaveText(
      "Each day's amounts keep your dog's daily calories the same as now, about 770 kcal a day.",
    );
    const dryKcal = await kcalPerCupOf(plan, 'Dry Food');
    const wetKcal = await kcalPerCupOf(plan, 'Wet Food');
    expect(2 * dryKcal).toBe(770);
    const days = await dailyCups(plan);
    expect(days).toHaveLength(10);
    for (const day of days) {
      expect(Math.abs(day.current * dryKcal + day.next * wetKcal - 770)).toBeLessThanOrEqual(770 * 0.05);
    }
    // Cup for cup the dog would end on 2 cups of wet food; by calories it is 3.
    expect(days.at(-1)).toEqual({ current: 0, next: 3 });
  });

  test('with catalogue foods picked, the plan uses their own calories per cup and says they are estimates', async ({ page }) => {
    await page.goto('/tools#feeding-guide');
    await waitForToolsPage(page);
    const guide = panel(page, 'Transition Guide');
    await fillTransitionCalculator(page);
    const dryName = 'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Formula';
    const wetName = 'Purina Pro Plan Sensitive Skin & Stomach Salmon & Rice Entrée Wet Dog Food';
    await guide.getByRole('combobox', { name: 'Current food (optional)' }).selectOption({ label: dryName });
    await guide.getByRole('combobox', { name: 'New food (optional)' }).selectOption({ label: wetName });
    await guide.getByRole('combobox', { name: 'Transition period' }).selectOption('7');
    await guide.getByRole('button', { name: 'Create Transition Plan' }).click();

    const plan = page.getByRole('region', { name: 'Your 7-day transition plan' });
    const dryKcal = await kcalPerCupOf(plan, dryName);
    const wetKcal = await kcalPerCupOf(plan, wetName);
    const dailyKcal = 2 * dryKcal;
    await expect(plan.getByText(/^Each day's amounts keep/)).toHaveText(
      `Each day's amounts keep your dog's daily calories the same as now, about ${dailyKcal} kcal a day.`,
    );
    await expect(plan.getByRole('listitem').filter({ hasText: `${wetName}:` })).toContainText('its label counts in cans');
    await expect(plan.getByText(/Its calories are our estimate: check the label\./).first()).toBeVisible();
    for (const day of await dailyCups(plan)) {
      expect(Math.abs(day.current * dryKcal + day.next * wetKcal - dailyKcal)).toBeLessThanOrEqual(dailyKcal * 0.05);
    }
  });
});

test.describe('anchors other pages link to', () => {
  for (const [hash, tabName] of [
    ['feeding-calculator', 'Food Calculator'],
    ['nutritional-calculator', 'Food Calculator'],
    ['feeding-guide', 'Transition Guide'],
  ] as const) {
    test(`/tools#${hash} opens the ${tabName} tab and scrolls to it`, async ({ page }) => {
      await page.goto(`/tools#${hash}`);
      await waitForToolsPage(page);

      await expect(tab(page, tabName)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page, tabName).locator(`#${hash}`)).toHaveCount(1);
      await expectScrolledTo(page, hash);
    });
  }

  test('the footer link Feeding Calculator on another page lands on the calculator', async ({ page }) => {
    await page.goto('/privacy');
    await page.locator('[data-remote="mfe-content"]').waitFor();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Feeding Calculator' }).click();

    await expect(page).toHaveURL(/\/tools#feeding-calculator$/);
    await waitForToolsPage(page);
    await expect(tab(page, 'Food Calculator')).toHaveAttribute('aria-selected', 'true');
    await expectScrolledTo(page, 'feeding-calculator');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`/tools has no serious or critical axe violations on either tab with results shown (${theme} theme)`, async ({
    page,
  }) => {
    await withThemeChosen(page, theme);
    await page.goto('/tools');
    await waitForToolsPage(page);

    await fillFoodCalculator(page);
    await page.getByRole('button', { name: 'Calculate Daily Needs' }).click();
    await expect(page.getByRole('region', { name: "Your dog's daily nutritional needs" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await tab(page, 'Transition Guide').click();
    await fillTransitionCalculator(page);
    await page.getByRole('button', { name: 'Create Transition Plan' }).click();
    await expect(page.getByRole('region', { name: 'Your 10-day transition plan' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
