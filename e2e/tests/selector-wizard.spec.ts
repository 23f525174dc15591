import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { notifications, withConsentDecided, withThemeChosen } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// The /food-selector page of the selector remote (mfe-selector) on the composed site, against the
// real API: the wizard, its results and their buy links.

interface DogFoodRecord {
  id: number;
  allergens: string[];
  matchTags: string[];
  ingredients: string[];
}

async function waitForSelectorPage(page: Page): Promise<void> {
  await page.locator('[data-remote="mfe-selector"]').first().waitFor();
}

const wizard = (page: Page) => page.getByRole('region', { name: 'Food selector' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Food selector progress' });
const results = (page: Page) => page.getByRole('region', { name: /^Recommended foods for / });
const resultCards = (page: Page) => results(page).getByRole('article');
/** A card's 'More Info' / 'Hide Details' toggle: the summary of its details. */
const moreInfo = (card: Locator) => card.locator('summary');

/** Presses Tab until `target` has the focus, as a keyboard user would (fails after `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function fillDogDetails(page: Page, name = 'Biscuit'): Promise<void> {
  await page.getByRole('textbox', { name: "Dog's name" }).fill(name);
  await page.getByRole('combobox', { name: 'Breed' }).selectOption('beagle');
  await page.getByRole('combobox', { name: 'Age' }).selectOption('adult');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('medium');
}

async function fillSymptoms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Diarrhea' }).check();
  await page.getByRole('checkbox', { name: 'Gas' }).check();
  await page.getByRole('combobox', { name: 'How often do symptoms occur?' }).selectOption('weekly');
  await page.getByRole('combobox', { name: 'How long has this been going on?' }).selectOption('1-3-months');
}

async function fillFoodPreferences(page: Page, { allergies = [] as string[] } = {}): Promise<void> {
  for (const foodType of ['Dry Food', 'Wet Food']) {
    await page.getByRole('checkbox', { name: foodType }).check();
  }
  await page.getByRole('combobox', { name: 'Monthly budget' }).selectOption('50-100');
  // Exactly the given allergies: answers kept from an earlier round are unticked.
  const allergyBoxes = await page.getByRole('group', { name: /^Known allergies/ }).getByRole('checkbox').all();
  for (const box of allergyBoxes) {
    const label = (await box.locator('xpath=..').textContent())?.trim() ?? '';
    await box.setChecked(allergies.includes(label));
  }
}

async function reachFoodPreferences(page: Page): Promise<void> {
  await fillDogDetails(page);
  await page.getByRole('button', { name: 'Next: Symptoms' }).click();
  await fillSymptoms(page);
  await page.getByRole('button', { name: 'Next: Food Preferences' }).click();
  await expect(stepHeading(page, 'Food Preferences')).toBeFocused();
}

async function getRecommendations(page: Page, options: { allergies?: string[] } = {}): Promise<void> {
  await reachFoodPreferences(page);
  await fillFoodPreferences(page, options);
  await page.getByRole('button', { name: 'Get Recommendations' }).click();
  await expect(results(page)).toBeVisible();
}

async function openSelector(page: Page): Promise<void> {
  await page.goto('/food-selector');
  await waitForSelectorPage(page);
  await expect(stepHeading(page, 'Dog Details')).toBeVisible();
}

/** Retailer sites are not part of the test: a new tab to one gets a stand-in page. */
async function stubRetailers(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Retailer</title><h1>Retailer</h1>' }),
  );
}

async function dogFoodRecord(request: APIRequestContext, id: number): Promise<DogFoodRecord> {
  const response = await request.get(`/api/dog-foods/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as DogFoodRecord;
}

async function resultIds(page: Page): Promise<number[]> {
  const hrefs = await resultCards(page).getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => Number(href.replace('/dog-food/', '')));
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('the food selector wizard', () => {
  test('opens on step 1 with its breadcrumbs, progress, steps, title and notes', async ({ page }) => {
    await openSelector(page);

    await expect(page).toHaveTitle('Best Dog Food for Sensitive Stomach: Food Selector | Gentle Bowl');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Best Dog Food for Sensitive Stomach')).toHaveAttribute('aria-current', 'page');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByRole('list', { name: 'Food selector steps' }).getByRole('listitem')).toHaveText([
      /Dog Details/,
      /Symptoms/,
      /Food Preferences/,
    ]);
    await expect(page.locator('[aria-current="step"]')).toContainText('Dog Details');
    await expect(wizard(page).getByRole('note')).toContainText(
      'Your information is only used to generate recommendations and is never shared.',
    );
    const notes = page.getByRole('complementary', { name: 'Before you choose' });
    await expect(notes.getByText(/not a diagnosis or veterinary advice/)).toBeVisible();
    await expect(notes.getByText(/As an Amazon Associate we earn from qualifying purchases\./)).toBeVisible();
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await openSelector(page);

    const dogName = page.getByRole('textbox', { name: "Dog's name" });
    await dogName.focus();
    await page.keyboard.type('Biscuit');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Breed' })).toBeFocused();
    await page.keyboard.type('Beag');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Adult');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Medium');
    await expect(page.getByRole('combobox', { name: 'Breed' })).toHaveValue('beagle');
    await expect(page.getByRole('combobox', { name: 'Age' })).toHaveValue('adult');
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('medium');
    await tabTo(page, page.getByRole('button', { name: 'Next: Symptoms' }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Symptoms')).toBeFocused();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '66');
    await tabTo(page, page.getByRole('checkbox', { name: 'Diarrhea' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Diarrhea' })).toBeChecked();
    await tabTo(page, page.getByRole('combobox', { name: 'How often do symptoms occur?' }));
    await page.keyboard.type('Weekly');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1-3');
    await expect(page.getByRole('combobox', { name: 'How often do symptoms occur?' })).toHaveValue('weekly');
    await expect(page.getByRole('combobox', { name: 'How long has this been going on?' })).toHaveValue('1-3-months');
    await tabTo(page, page.getByRole('button', { name: 'Next: Food Preferences' }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Food Preferences')).toBeFocused();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await tabTo(page, page.getByRole('checkbox', { name: 'Dry Food' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('combobox', { name: 'Monthly budget' }));
    await page.keyboard.type('Under');
    await expect(page.getByRole('combobox', { name: 'Monthly budget' })).toHaveValue('under-50');
    await tabTo(page, page.getByRole('button', { name: 'Get Recommendations' }), 25);
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' });
    await expect(heading).toBeFocused();
    await expect(resultCards(page).first().getByText('Top Pick')).toBeVisible();
    await expect(page.getByText('Top Pick')).toHaveCount(1);

    // The keyboard reaches the first card's controls and opens its details.
    await tabTo(page, moreInfo(resultCards(page).first()), 25);
    await page.keyboard.press('Enter');
    await expect(moreInfo(resultCards(page).first()).getByText('Hide Details')).toBeVisible();
    await expect(resultCards(page).first().getByRole('heading', { level: 4, name: 'Key benefits' })).toBeVisible();
  });

  test('shows every validation message while its field is missing, and only then', async ({ page }) => {
    await openSelector(page);
    const next = page.getByRole('button', { name: 'Next: Symptoms' });

    await next.click();
    const stepOne: [string, () => Promise<unknown>][] = [
      ["Please enter your dog's name", () => page.getByRole('textbox', { name: "Dog's name" }).fill('Biscuit')],
      ['Please select a breed', () => page.getByRole('combobox', { name: 'Breed' }).selectOption('beagle')],
      ['Please select an age group', () => page.getByRole('combobox', { name: 'Age' }).selectOption('adult')],
      ['Please select a size', () => page.getByRole('combobox', { name: 'Size' }).selectOption('medium')],
    ];
    for (const [message] of stepOne) {
      await expect(wizard(page).getByText(message, { exact: true })).toBeVisible();
    }
    for (const [index, [message, fill]] of stepOne.entries()) {
      await fill();
      await expect(wizard(page).getByText(message, { exact: true })).toHaveCount(0);
      for (const [stillMissing] of stepOne.slice(index + 1)) {
        await expect(wizard(page).getByText(stillMissing, { exact: true })).toBeVisible();
      }
    }
    await next.click();

    await expect(stepHeading(page, 'Symptoms')).toBeVisible();
    await page.getByRole('button', { name: 'Next: Food Preferences' }).click();
    const stepTwo: [string, () => Promise<unknown>][] = [
      ['Please select at least one symptom', () => page.getByRole('checkbox', { name: 'Vomiting' }).check()],
      ['Please select frequency', () => page.getByRole('combobox', { name: 'How often do symptoms occur?' }).selectOption('daily')],
      ['Please select duration', () => page.getByRole('combobox', { name: 'How long has this been going on?' }).selectOption('1-4-weeks')],
    ];
    for (const [message] of stepTwo) {
      await expect(wizard(page).getByText(message, { exact: true })).toBeVisible();
    }
    for (const [message, fill] of stepTwo) {
      await fill();
      await expect(wizard(page).getByText(message, { exact: true })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Next: Food Preferences' }).click();

    await expect(stepHeading(page, 'Food Preferences')).toBeVisible();
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    const stepThree: [string, () => Promise<unknown>][] = [
      ['Please select at least one food type', () => page.getByRole('checkbox', { name: 'Wet Food' }).check()],
      ['Please select a budget range', () => page.getByRole('combobox', { name: 'Monthly budget' }).selectOption('over-200')],
    ];
    for (const [message] of stepThree) {
      await expect(wizard(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(results(page)).toHaveCount(0);
    for (const [message, fill] of stepThree) {
      await fill();
      await expect(wizard(page).getByText(message, { exact: true })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    await expect(results(page)).toBeVisible();
  });

  test('Back prefills the earlier answers', async ({ page }) => {
    await openSelector(page);
    await reachFoodPreferences(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Symptoms')).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Diarrhea' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'How often do symptoms occur?' })).toHaveValue('weekly');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Dog Details')).toBeFocused();
    await expect(page.getByRole('textbox', { name: "Dog's name" })).toHaveValue('Biscuit');
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('medium');
  });
});

test.describe('the recommendations', () => {
  test('render best match first with a Top Pick, the symptoms each food is made for, dated prices, summaries and open details', async ({
    page,
  }) => {
    await openSelector(page);
    await getRecommendations(page);

    const cards = resultCards(page);
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().getByText('Top Pick')).toBeVisible();
    await expect(results(page).getByText('Top Pick')).toHaveCount(1);
    for (const card of (await cards.all()).slice(0, 3)) {
      // Biscuit has diarrhea and gas: each card names which of them the food is made for.
      await expect(card.getByText(/^Made for Biscuit's (diarrhea and gas|diarrhea|gas)$/)).toBeVisible();
      // The sample catalogue's prices are the editors' dated estimates, and no retailer rated its foods.
      await expect(card.getByText(/^per .+, estimated [A-Z][a-z]{2} \d{1,2}, \d{4}, not a retailer's price$/)).toBeVisible();
      await expect(card.getByRole('img', { name: /^Rated / })).toHaveCount(0);
      await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/dog-food\/\d+$/);
    }
    await expect(page.getByText('Sample catalogue', { exact: true })).toHaveCount(1);

    // Details stay closed until asked for; several cards can be open at once.
    await expect(cards.nth(0).getByRole('heading', { level: 4, name: 'Key benefits' })).toBeHidden();
    await moreInfo(cards.nth(0)).click();
    await moreInfo(cards.nth(1)).click();
    await expect(results(page).locator('details[open]')).toHaveCount(2);
    await expect(moreInfo(cards.nth(1)).getByText('Hide Details')).toBeVisible();
    await expect(moreInfo(cards.nth(1)).getByText('More Info')).toBeHidden();
    await expect(cards.nth(0).getByRole('heading', { level: 4, name: 'Key benefits' })).toBeVisible();
  });

  test('an allergy choice never yields a food containing that allergen', async ({ page, request }) => {
    await openSelector(page);

    for (const [label, allergen] of [
      ['Chicken', 'chicken'],
      ['Beef', 'beef'],
    ] as const) {
      await getRecommendations(page, { allergies: [label] });
      const ids = await resultIds(page);
      expect(ids.length, `foods recommended with a ${allergen} allergy`).toBeGreaterThan(0);
      for (const id of ids) {
        const food = await dogFoodRecord(request, id);
        expect(food.allergens, `food ${id}`).not.toContain(allergen);
        expect(food.matchTags, `food ${id}`).not.toContain(allergen);
        expect(food.ingredients.filter((ingredient) => ingredient.toLowerCase().includes(allergen)), `food ${id}`).toEqual([]);
      }
      await page.getByRole('link', { name: 'Try Different Options' }).click();
      await page.getByRole('group', { name: /^Known allergies/ }).waitFor({ state: 'detached' });
    }
  });

  test("'Try Different Options' returns to step 1 without results and keeps every answer", async ({ page }) => {
    await openSelector(page);
    await getRecommendations(page, { allergies: ['Soy'] });

    await page.getByRole('link', { name: 'Try Different Options' }).click();

    await expect(stepHeading(page, 'Dog Details')).toBeFocused();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: "Dog's name" })).toHaveValue('Biscuit');
    await expect(page.getByRole('combobox', { name: 'Breed' })).toHaveValue('beagle');
    await page.getByRole('button', { name: 'Next: Symptoms' }).click();
    await expect(page.getByRole('checkbox', { name: 'Gas' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'How long has this been going on?' })).toHaveValue('1-3-months');
    await page.getByRole('button', { name: 'Next: Food Preferences' }).click();
    await expect(page.getByRole('checkbox', { name: 'Dry Food' })).toBeChecked();
    await expect(page.getByRole('group', { name: /^Known allergies/ }).getByRole('checkbox', { name: 'Soy' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Monthly budget' })).toHaveValue('50-100');
  });

  test('a buy link carries the affiliate parameter, is sponsored and opens a new tab that logs nothing but a line', async ({
    page,
    context,
  }) => {
    await stubRetailers(context);
    const logLines: string[] = [];
    page.on('console', (message) => logLines.push(message.text()));
    await openSelector(page);
    await getRecommendations(page);

    // The sample catalogue knows no product pages: its buy links are searches, labelled as such.
    const buyLinks = results(page).getByRole('link', { name: /^(Buy on|Search for it at) / });
    const hrefs = await buyLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const url = new URL(href);
      if (/(^|\.)amazon\./.test(url.hostname)) expect(url.searchParams.get('tag'), href).toBe('gentlebowl-20');
      else if (/(^|\.)chewy\.com$/.test(url.hostname)) expect(url.searchParams.get('partner'), href).toBe('gentlebowl');
      else expect(url.searchParams.get('ref'), href).toBe('gentlebowl');
    }
    expect(hrefs.some((href) => new URL(href).searchParams.get('tag') === 'gentlebowl-20')).toBe(true);

    const amazonLink = buyLinks.filter({ hasText: /^(Buy on|Search for it at) Amazon/ }).first();
    await expect(amazonLink).toHaveAttribute('target', '_blank');
    await expect(amazonLink).toHaveAttribute('rel', 'sponsored nofollow noopener');
    const expected = await amazonLink.getAttribute('href');
    const [retailerTab] = await Promise.all([context.waitForEvent('page'), amazonLink.click()]);
    await retailerTab.waitForLoadState();

    expect(retailerTab.url()).toBe(expected);
    expect(new URL(retailerTab.url()).searchParams.get('tag')).toBe('gentlebowl-20');
    // The results stay where they were (their address carries the answers, see the share tests).
    expect(new URL(page.url()).pathname).toBe('/food-selector');
    expect(logLines.some((line) => line.startsWith('affiliate_click'))).toBe(true);
    await retailerTab.close();
  });

  test('result cards link to their detail pages', async ({ page }) => {
    await openSelector(page);
    await getRecommendations(page);
    const firstTitle = resultCards(page).first().getByRole('heading', { level: 3 }).getByRole('link');
    const name = (await firstTitle.textContent()) ?? '';

    await firstTitle.click();

    await expect(page).toHaveURL(/\/dog-food\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(results(page)).toBeVisible();
  });

  test('a failed recommendation request shows the error toast and keeps the answers', async ({ page }) => {
    await page.route('**/api/recommendations', (route) => route.abort());
    await openSelector(page);
    await reachFoodPreferences(page);
    await fillFoodPreferences(page, { allergies: ['Eggs'] });
    // The request the page makes itself (without scripts the server asks, and this one is not).
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Get Recommendations' }).click();

    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Failed to generate recommendations. Please try again.');
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get Recommendations' })).toBeEnabled();
    await expect(page.getByRole('checkbox', { name: 'Wet Food' })).toBeChecked();
    await expect(page.getByRole('group', { name: /^Known allergies/ }).getByRole('checkbox', { name: 'Eggs' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Monthly budget' })).toHaveValue('50-100');

    // Once the API answers again, the same answers get recommendations.
    await page.unroute('**/api/recommendations');
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    await expect(results(page)).toBeVisible();
  });

  test("the button reads 'Finding recommendations...' and both buttons are disabled while the request runs", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/recommendations', async (route) => {
      await released;
      await route.continue();
    });
    await openSelector(page);
    await reachFoodPreferences(page);
    await fillFoodPreferences(page);
    // The pending state of the request the page makes itself.
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Get Recommendations' }).click();

    await expect(page.getByRole('button', { name: 'Finding recommendations...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    release();
    await expect(results(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Recommendations' })).toBeEnabled();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`/food-selector has no serious or critical axe violations on each step and the results (${theme} theme)`, async ({
    page,
  }) => {
    // Four whole-page scans (each about 12 s on a loaded 2-core machine) and the wizard between them.
    test.slow();
    await withThemeChosen(page, theme);
    await openSelector(page);
    await page.getByRole('button', { name: 'Next: Symptoms' }).click();
    await expect(wizard(page).getByText('Please select a breed')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await fillDogDetails(page);
    await page.getByRole('button', { name: 'Next: Symptoms' }).click();
    await expect(stepHeading(page, 'Symptoms')).toBeFocused();
    await expectNoSeriousAxeViolations(page);

    await fillSymptoms(page);
    await page.getByRole('button', { name: 'Next: Food Preferences' }).click();
    await expect(stepHeading(page, 'Food Preferences')).toBeFocused();
    await expectNoSeriousAxeViolations(page);

    await fillFoodPreferences(page);
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    await expect(results(page)).toBeVisible();
    await moreInfo(resultCards(page).first()).click();
    await expectNoSeriousAxeViolations(page);
  });
}
