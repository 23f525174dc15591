import type { Page } from '@playwright/test';
import { notifications, withConsentDecided } from '../support/site';
import { expect, holdBackShellScripts, tapWhileReactTakesOver, test, waitForHydration } from '../support/test';
import { expectEveryRequiredMessage } from '../support/tools';

// HTML first on the tools page, the product page's tabs and the content pages' tabs: the calculators
// are GET forms to /tools whose answers the server calculates, tabs are links to `?tab=<id>`, what
// a visitor does before the scripts arrive is kept or goes through natively, and a submit made while
// the scripts take the form over is theirs to handle.

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const calorieResult = (page: Page) => page.getByRole('region', { name: "Your dog's daily nutritional needs" });
const CALCULATE_BUTTON = 'form[name="food-calculator"] button[type="submit"]';
/** The address that names the calorie calculator's answers for a 50 lb neutered adult of moderate
 * activity and ideal condition, as the form sends them (`fillFoodCalculator(page, '50')`). */
const FOOD_ANSWERS_OF_50_LBS = /\/tools\?weight=50&age=adult&activityLevel=moderate&isNeutered=yes&condition=ideal&foodId=$/;

/** The spec's calorie formula (section "Calorie formula"), for a neutered adult of moderate activity
 * and ideal condition: multiplier 1.6. */
function specCalories(lbs: number): { rer: number; der: number; cups: number } {
  const rer = 70 * (lbs * 0.453592) ** 0.75;
  const der = rer * 1.6;
  return { rer: Math.round(rer), der: Math.round(der), cups: Math.round((der / 350) * 10) / 10 };
}

async function fillFoodCalculator(page: Page, weight: string): Promise<void> {
  const food = panel(page, 'Food Calculator');
  await food.getByRole('spinbutton', { name: "Dog's weight (lbs)" }).fill(weight);
  await food.getByRole('combobox', { name: 'Life stage' }).selectOption('adult');
  await food.getByRole('combobox', { name: 'Activity level' }).selectOption('moderate');
  await food.getByRole('radio', { name: 'Yes', exact: true }).check();
  await food.getByRole('radio', { name: /^Ideal/ }).check();
}

/** Asks the Transition Guide tab (open) for a 7-day plan from 2 cups of dry food to wet food. */
async function planSevenDaysFromDryToWet(page: Page): Promise<void> {
  const guide = panel(page, 'Transition Guide');
  await guide.getByRole('combobox', { name: 'Current food type' }).selectOption('dry');
  await guide.getByRole('combobox', { name: 'New food type' }).selectOption('wet');
  await guide.getByRole('spinbutton', { name: 'Cups per day' }).fill('2');
  await guide.getByRole('combobox', { name: 'Transition period' }).selectOption('7');
  await guide.getByRole('button', { name: 'Create Transition Plan' }).click();
}

/** On a phone the result is a screen or two below the button: it must arrive in view, with or without scripts. */
async function calculateAndSeeTheResult(page: Page): Promise<void> {
  await page.goto('/tools');
  await fillFoodCalculator(page, '50');
  await page.getByRole('button', { name: 'Calculate Daily Needs' }).click();

  await expect(calorieResult(page).getByRole('definition').first()).toHaveText('727 kcal');
  await expect(calorieResult(page).getByRole('heading', { name: "Your dog's daily nutritional needs" })).toBeInViewport();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('computes calories: the server answers the form with the spec formula and keeps the answers', async ({ page }) => {
    await page.goto('/tools');
    await fillFoodCalculator(page, '50');
    await page.getByRole('button', { name: 'Calculate Daily Needs' }).click();

    await expect(page).toHaveURL(/\/tools\?weight=50&age=adult&activityLevel=moderate&isNeutered=yes&condition=ideal&foodId=#calorie-needs$/);
    const { rer, der, cups } = specCalories(50);
    await expect(calorieResult(page).getByRole('definition')).toHaveText([`${rer} kcal`, `${der} kcal`, `${der} kcal`, `${cups} cups`]);
    expect([rer, der, cups]).toEqual([727, 1164, 3.3]);
    const food = panel(page, 'Food Calculator');
    await expect(tab(page, 'Food Calculator')).toHaveAttribute('aria-selected', 'true');
    await expect(food.getByRole('spinbutton', { name: "Dog's weight (lbs)" })).toHaveValue('50');
    await expect(food.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await expect(food.getByRole('combobox', { name: 'Activity level' })).toHaveValue('moderate');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the result arrives in view, not a screen or two below the button', async ({ page }) => {
      await calculateAndSeeTheResult(page);
    });
  });

  test('answers that are not valid get the spec messages, keep what was typed and give no result', async ({ page }) => {
    await page.goto('/tools');
    const food = panel(page, 'Food Calculator');
    await food.getByRole('spinbutton', { name: "Dog's weight (lbs)" }).fill('0.5');
    await food.getByRole('combobox', { name: 'Activity level' }).selectOption('high');
    await food.getByRole('button', { name: 'Calculate Daily Needs' }).click();

    await expect(page).toHaveURL(/\/tools\?weight=0\.5&/);
    for (const message of [
      'Weight must be at least 1 lb',
      'Age is required',
      'Please specify if your dog is neutered/spayed',
      'Current body condition is required',
    ]) {
      await expect(food.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(food.getByText('Activity level is required', { exact: true })).toHaveCount(0);
    await expect(food.getByRole('spinbutton', { name: "Dog's weight (lbs)" })).toHaveValue('0.5');
    await expect(food.getByRole('combobox', { name: 'Activity level' })).toHaveValue('high');
    await expect(calorieResult(page)).toHaveCount(0);
  });

  test('makes a transition plan from the Transition Guide tab', async ({ page }) => {
    await page.goto('/tools');
    await tab(page, 'Transition Guide').click();
    await expect(page).toHaveURL(/\/tools\?tab=transition-guide$/);
    await expect(tab(page, 'Transition Guide')).toHaveAttribute('aria-selected', 'true');

    await planSevenDaysFromDryToWet(page);

    await expect(page).toHaveURL(/#transition-plan$/);
    await expect(tab(page, 'Transition Guide')).toHaveAttribute('aria-selected', 'true');
    const plan = page.getByRole('region', { name: 'Your 7-day transition plan' });
    await expect(plan).toBeInViewport();
    const rows = plan.getByRole('row');
    await expect(rows).toHaveCount(8);
    // 2 cups of a typical dry food (385 kcal) is 770 kcal; a typical cup of wet food holds 255 kcal.
    await expect(rows.nth(1).locator('th, td')).toHaveText(['Day 1', '75% / 25%', '1 1/2 cups (158 g)', '3/4 cup (177 g)']);
    await expect(rows.nth(7).locator('th, td')).toHaveText(['Day 7', '0% / 100%', 'None', '3 cups (710 g)']);
    await expect(panel(page, 'Transition Guide').getByRole('combobox', { name: 'New food type' })).toHaveValue('wet');
  });

  test("the guide's calculator place leads to the same calculator, open on its tab", async ({ page }) => {
    await page.goto('/sensitive-stomach-guide');
    // The guide's calculator comes from the tools remote with the page's scripts; its place says where
    // the plain-form calculator is.
    await page.getByRole('status').getByRole('link', { name: 'nutrition tools page' }).click();

    await expect(page).toHaveURL(/\/tools\?tab=transition-guide#feeding-guide$/);
    await expect(tab(page, 'Transition Guide')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Transition Guide').getByRole('button', { name: 'Create Transition Plan' })).toBeVisible();
  });

  test('every tab is reachable from the keyboard', async ({ page }) => {
    await page.goto('/tools');
    await tab(page, 'Food Calculator').focus();
    await page.keyboard.press('Tab');
    await expect(tab(page, 'Transition Guide')).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/tools\?tab=transition-guide$/);
    await expect(tab(page, 'Transition Guide')).toHaveAttribute('aria-selected', 'true');
  });

  test("opens a product's second tab", async ({ page }) => {
    await page.goto('/dog-food/1');
    await expect(tab(page, 'Product Details')).toHaveAttribute('aria-selected', 'true');

    await tab(page, 'Nutritional Info').click();

    await expect(page).toHaveURL(/\/dog-food\/1\?tab=nutritional-info$/);
    await expect(tab(page, 'Nutritional Info')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Nutritional Info').getByRole('heading', { name: "This food's label" })).toBeVisible();
    await expect(panel(page, 'Product Details')).toBeHidden();
  });

  test('opens the other recipes and guides', async ({ page }) => {
    await page.goto('/homemade-recipes');
    await tab(page, 'Beef').click();
    await expect(page).toHaveURL(/\/homemade-recipes\?tab=beef$/);
    await expect(tab(page, 'Beef')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Beef')).toBeVisible();
    await expect(panel(page, 'Chicken')).toBeHidden();

    await page.goto('/dog-food-guides');
    const second = page.getByRole('tab').nth(1);
    const name = (await second.textContent()) ?? '';
    await second.click();
    await expect(page).toHaveURL(/\/dog-food-guides\?tab=concerns$/);
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, name)).toBeVisible();
  });
});

test.describe('before the scripts arrive', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  test('a submit goes through natively, and the scripts then confirm its result', async ({ page }) => {
    const scripts = await holdBackShellScripts(page);
    await scripts.open('/tools');
    await fillFoodCalculator(page, '50');
    await page.getByRole('button', { name: 'Calculate Daily Needs' }).click();

    await expect(page).toHaveURL(/\/tools\?weight=50&/);
    await expect(calorieResult(page).getByRole('definition')).toHaveText(['727 kcal', '1164 kcal', '1164 kcal', '3.3 cups']);

    await scripts.release();
    await expect(notifications(page).getByRole('status')).toContainText('Calculation Complete');
    await expect(panel(page, 'Food Calculator').getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  });

  test('an early click on a recipe tab opens it', async ({ page }) => {
    const scripts = await holdBackShellScripts(page);
    await scripts.open('/homemade-recipes');
    await tab(page, 'Turkey').click();

    await expect(page).toHaveURL(/\/homemade-recipes\?tab=turkey$/);
    await expect(tab(page, 'Turkey')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Turkey')).toBeVisible();
  });
});

test.describe('submitted while the scripts take the form over', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  test('an empty form gets every spec message in place, and no result', async ({ page }) => {
    await tapWhileReactTakesOver(page, CALCULATE_BUTTON);
    await page.goto('/tools');

    const food = panel(page, 'Food Calculator');
    await expectEveryRequiredMessage(food);
    await expect(page).toHaveURL(/\/tools$/);
    await expect(calorieResult(page)).toHaveCount(0);
    await expect(notifications(page).getByRole('listitem')).toHaveCount(0);
  });

  test('a form filled before the scripts arrived gets its result in place', async ({ page }) => {
    const scripts = await holdBackShellScripts(page);
    await tapWhileReactTakesOver(page, CALCULATE_BUTTON);
    await scripts.open('/tools');
    await fillFoodCalculator(page, '50');

    await scripts.release();

    await expect(calorieResult(page).getByRole('definition')).toHaveText(['727 kcal', '1164 kcal', '1164 kcal', '3.3 cups']);
    await expect(notifications(page).getByRole('status')).toContainText('Calculation Complete');
    await expect(page).toHaveURL(FOOD_ANSWERS_OF_50_LBS);
  });
});

test.describe('with the scripts running', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  test('a hash-only change to /tools#feeding-guide switches the tab', async ({ page }) => {
    await page.goto('/tools');
    // The anchor is followed by the page's scripts: this is about them.
    await waitForHydration(page);
    await expect(tab(page, 'Food Calculator')).toHaveAttribute('aria-selected', 'true');

    await page.evaluate(() => {
      window.location.hash = '#feeding-guide';
    });

    await expect(tab(page, 'Transition Guide')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Transition Guide')).toBeVisible();
    await expect(panel(page, 'Transition Guide').locator('#feeding-guide')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a calculation brings its result into view', async ({ page }) => {
      await calculateAndSeeTheResult(page);
    });
  });

  test('a calculation in the page replaces the answers the address carried, so a reload brings back the result shown', async ({
    page,
  }) => {
    await page.goto('/tools?weight=50&age=adult&activityLevel=moderate&isNeutered=yes&condition=ideal&foodId=');
    await expect(calorieResult(page).getByRole('definition').first()).toHaveText('727 kcal');

    await fillFoodCalculator(page, '60');
    await page.getByRole('button', { name: 'Calculate Daily Needs' }).click();
    const { rer, der, cups } = specCalories(60);
    const shown = [`${rer} kcal`, `${der} kcal`, `${der} kcal`, `${cups} cups`];
    await expect(calorieResult(page).getByRole('definition')).toHaveText(shown);
    await expect(page).toHaveURL(/\/tools\?weight=60&age=adult&/);

    await page.reload();
    await expect(calorieResult(page).getByRole('definition')).toHaveText(shown);
    await expect(panel(page, 'Food Calculator').getByRole('spinbutton', { name: "Dog's weight (lbs)" })).toHaveValue('60');

    // The transition plan made next takes the address over: a reload opens its tab with its plan.
    await tab(page, 'Transition Guide').click();
    await planSevenDaysFromDryToWet(page);
    await expect(page.getByRole('region', { name: 'Your 7-day transition plan' })).toBeVisible();
    await expect(page).toHaveURL(/\/tools\?currentFood=dry&/);
    await page.reload();
    await expect(tab(page, 'Transition Guide')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Your 7-day transition plan' }).getByRole('row')).toHaveCount(8);
  });

  test('a tab link switches in place and keeps what was typed in the other tab', async ({ page }) => {
    await page.goto('/tools');
    // Switching in place is the scripts' (without them the link loads the page again): this is about them.
    await waitForHydration(page);
    await panel(page, 'Food Calculator').getByRole('spinbutton', { name: "Dog's weight (lbs)" }).fill('42');

    await tab(page, 'Transition Guide').click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(panel(page, 'Transition Guide')).toBeVisible();
    await tab(page, 'Food Calculator').click();
    await expect(panel(page, 'Food Calculator').getByRole('spinbutton', { name: "Dog's weight (lbs)" })).toHaveValue('42');
  });
});
