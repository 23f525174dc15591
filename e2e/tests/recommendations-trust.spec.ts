import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { resultsAddress } from '../support/food-selector';
import { withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';
import { escapeRegExp } from '../support/text';

// Issue 14 on the composed site against the real API: cost and portion for this dog, vet first,
// results that can be shared and printed, and foods compared side by side.

const results = (page: Page) => page.getByRole('region', { name: /^Recommended foods for / });
const resultCards = (page: Page) => results(page).getByRole('article');
const vetFirst = (page: Page) => page.getByRole('heading', { name: 'See a vet first' });

async function openResults(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(resultCards(page).first()).toBeVisible();
}

/** Each card's food name with its portion and monthly cost lines. */
async function portionsByFood(page: Page): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const card of await resultCards(page).all()) {
    const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const feeding = (await card.getByRole('list', { name: /^Portion and cost for / }).textContent())?.trim() ?? '';
    entries.set(name, feeding);
  }
  return entries;
}

async function cardNames(page: Page): Promise<string[]> {
  return (await resultCards(page).getByRole('heading', { level: 3 }).allTextContents()).map((name) => name.trim());
}

async function completeWizard(page: Page): Promise<void> {
  await page.goto('/food-selector');
  await page.getByRole('textbox', { name: "Dog's name" }).fill('Biscuit');
  await page.getByRole('combobox', { name: 'Breed' }).selectOption('beagle');
  await page.getByRole('combobox', { name: 'Age' }).selectOption('adult');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('large');
  await page.getByRole('spinbutton', { name: /^Weight \(lbs\)/ }).fill('60');
  await page.getByRole('button', { name: 'Next: Symptoms' }).click();
  await page.getByRole('checkbox', { name: 'Diarrhea' }).check();
  await page.getByRole('combobox', { name: 'How often do symptoms occur?' }).selectOption('weekly');
  await page.getByRole('combobox', { name: 'How long has this been going on?' }).selectOption('1-3-months');
  await page.getByRole('button', { name: 'Next: Food Preferences' }).click();
  await page.getByRole('checkbox', { name: 'Dry Food' }).check();
  await page.getByRole('combobox', { name: 'Monthly budget' }).selectOption('50-100');
  await page.getByRole('button', { name: 'Get Recommendations' }).click();
  await expect(resultCards(page).first()).toBeVisible();
}

function compareToggle(card: Locator): Locator {
  return card.getByRole('button', { name: /^Add to compare/ });
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('cost and portion for this dog', () => {
  test('a 60 lb dog and a 10 lb dog get different portions and monthly costs for the same food', async ({ page }) => {
    await openResults(page, resultsAddress({ weight: 60 }));
    await expect(results(page)).toContainText('at 60 lbs');
    const heavy = await portionsByFood(page);

    await openResults(page, resultsAddress({ weight: 10 }));
    await expect(results(page)).toContainText('at 10 lbs');
    const light = await portionsByFood(page);

    const shared = [...heavy.keys()].filter((name) => light.has(name));
    expect(shared.length, 'a food recommended for both dogs').toBeGreaterThan(0);
    for (const name of shared) {
      const [heavyFeeding, lightFeeding] = [heavy.get(name) ?? '', light.get(name) ?? ''];
      expect(heavyFeeding).toMatch(/a day \([\d,]+ g\).*a month/);
      const heavyNumbers = heavyFeeding.match(/[\d,.]+/g);
      const lightNumbers = lightFeeding.match(/[\d,.]+/g);
      expect(heavyNumbers?.[0], `${name}: servings a day`).not.toBe(lightNumbers?.[0]);
      expect(heavyNumbers?.[1], `${name}: grams a day`).not.toBe(lightNumbers?.[1]);
      expect(heavyNumbers?.[2], `${name}: dollars a month`).not.toBe(lightNumbers?.[2]);
    }
  });
});

test.describe('vet first', () => {
  test('a red-flag answer puts "See a vet first" above the results, which still follow', async ({ page }) => {
    await openResults(page, resultsAddress({ warningSign: 'blood' }));

    await expect(vetFirst(page)).toBeVisible();
    const panelTop = (await vetFirst(page).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const resultsTop = (await results(page).boundingBox())?.y ?? 0;
    expect(panelTop).toBeLessThan(resultsTop);
    await expect(resultCards(page).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('mild answers show no "See a vet first" panel', async ({ page }) => {
    await openResults(page, resultsAddress());
    await expect(resultCards(page).first()).toBeVisible();
    await expect(vetFirst(page)).toHaveCount(0);
  });
});

test.describe('save and share', () => {
  test('the results address opened in a fresh browser shows the same results', async ({ page, browser }) => {
    await completeWizard(page);
    const names = await cardNames(page);
    const feeding = await portionsByFood(page);
    const address = page.url();
    expect(new URL(address).searchParams.get('weight')).toBe('60');
    // The dog's name stays out of the address unless the owner asks for it.
    expect(new URL(address).searchParams.has('name')).toBe(false);

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await withConsentDecided(other, true);
      await other.goto(address);
      await expect(resultCards(other).first()).toBeVisible();
      expect(await cardNames(other)).toEqual(names);
      expect(await portionsByFood(other)).toEqual(
        new Map([...feeding].map(([name, text]) => [name, text.replaceAll('Biscuit', 'your dog')])),
      );
    } finally {
      await fresh.close();
    }
  });
});

test.describe('compare', () => {
  test('three foods from the results are compared side by side for the dog', async ({ page }) => {
    await openResults(page, resultsAddress({ weight: 60 }));
    const cards = resultCards(page);
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      const card = cards.nth(index);
      names.push(((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim());
      await compareToggle(card).click();
      await expect(card.getByRole('button', { name: /^Remove from compare/ })).toHaveAttribute('aria-pressed', 'true');
    }
    await compareToggle(cards.nth(3)).click();
    await expect(cards.nth(3).getByText(/You can compare up to 3 foods/)).toBeVisible();

    await cards.nth(0).getByRole('link', { name: 'Compare (3)' }).click();

    await expect(page).toHaveURL(/\/compare\?foods=\d+,\d+,\d+&weight=60&age=adult&size=medium$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const name of names) await expect(table.getByRole('columnheader', { name: new RegExp(escapeRegExp(name)) })).toBeVisible();
    for (const attribute of ['Type', 'Price', 'Monthly cost for your dog', 'Daily portion for your dog', 'Energy', 'Main proteins', 'Common allergens', 'Badges']) {
      await expect(table.getByRole('rowheader', { name: attribute })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: /^Monthly cost for your dog/ })).toContainText('a month');
    await expectNoSeriousAxeViolations(page);

    // The comparison is its address: opened afresh it shows the same three foods.
    await page.reload();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  });

  test('the compare page asks for the dog, reports unknown foods and has an empty state', async ({ page, request }) => {
    const catalogue = (await (await request.get('/api/dog-foods')).json()) as { id: number }[];
    const [first] = catalogue;
    await page.goto(`/compare?foods=${first?.id},999999`);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);
    await expect(page.getByText('We have no food with the id 999999 in our catalogue.')).toBeVisible();
    await expect(page.getByText(/need your dog's weight or size, and its age/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: /^Remove / }).click();
    await expect(page.getByText('No foods to compare yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find foods with the food selector' })).toHaveAttribute('href', '/food-selector');
  });
});

test.describe('print', () => {
  test('the print stylesheet hides the navigation and the form and keeps the transition plan', async ({ page }) => {
    await page.goto('/tools#feeding-guide');
    const guide = page.getByRole('tabpanel', { name: 'Transition Guide' });
    await guide.getByRole('combobox', { name: 'Current food type' }).selectOption('dry');
    await guide.getByRole('combobox', { name: 'New food type' }).selectOption('wet');
    await guide.getByRole('spinbutton', { name: 'Cups per day' }).fill('2');
    await guide.getByRole('combobox', { name: 'Transition period' }).selectOption('7');
    await guide.getByRole('button', { name: 'Create Transition Plan' }).click();
    const plan = page.getByRole('region', { name: 'Your 7-day transition plan' });
    await expect(plan.getByRole('table')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A plain Ctrl+P, without the plan's own print button.
    await page.emulateMedia({ media: 'print' });

    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create Transition Plan' })).toBeHidden();
    await expect(plan.getByRole('button', { name: 'Print plan' })).toBeHidden();
    await expect(plan.getByRole('table')).toBeVisible();
    await expect(plan.getByRole('row')).toHaveCount(8);
  });

  test('the calorie calculator shows the portion and monthly cost of a catalogue food', async ({ page }) => {
    await page.goto('/tools');
    const calculator = page.getByRole('tabpanel', { name: 'Food Calculator' });
    await calculator.getByRole('spinbutton', { name: "Dog's weight (lbs)" }).fill('60');
    await calculator.getByRole('combobox', { name: 'Life stage' }).selectOption('adult');
    await calculator.getByRole('combobox', { name: 'Activity level' }).selectOption('moderate');
    await calculator.getByRole('radio', { name: 'Yes', exact: true }).check();
    await calculator.getByRole('radio', { name: /^Ideal/ }).check();
    const foodSelect = calculator.getByRole('combobox', { name: /^Food \(optional\)/ });
    await expect(foodSelect.getByRole('option')).not.toHaveCount(1);
    await foodSelect.selectOption({ index: 1 });
    await calculator.getByRole('button', { name: 'Calculate Daily Needs' }).click();

    const result = page.getByRole('region', { name: "Your dog's daily nutritional needs" });
    await expect(result.getByRole('heading', { name: /^With / })).toBeVisible();
    await expect(result.getByText(/^Monthly cost/)).toBeVisible();
    await expect(result.getByText('Cups are based on 350 kcal per cup')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
