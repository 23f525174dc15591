import type { Locator, Page } from '@playwright/test';
import { answerSymptomsAndPreferences, resultsAddress } from '../support/food-selector';
import { withConsentDecided } from '../support/site';
import { expect, holdBackShellScripts, test, waitForHydration } from '../support/test';
import { escapeRegExp } from '../support/text';

// Issue 19 for the food selector (mfe-selector): its three steps and their messages work from the
// server's HTML alone, and what a visitor enters before the scripts arrive is still there after.

const wizard = (page: Page) => page.getByRole('region', { name: 'Food selector' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const dogName = (page: Page) => page.getByRole('textbox', { name: "Dog's name" });
const breed = (page: Page) => page.getByRole('combobox', { name: 'Breed' });
const resultCards = (page: Page) => page.getByRole('region', { name: /^Recommended foods for / }).getByRole('article');
const addToCompare = (card: Locator) => card.getByRole('button', { name: /^Add to compare/ });
const removeFromCompare = (card: Locator) => card.getByRole('button', { name: /^Remove from compare/ });

const RESULTS_ADDRESS = resultsAddress({ weight: 60 });

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the three steps lead to the results, with a Top Pick', async ({ page }) => {
    await page.goto('/food-selector');
    await dogName(page).fill('Biscuit');
    await breed(page).selectOption('beagle');
    await page.getByRole('combobox', { name: 'Age' }).selectOption('adult');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('medium');
    await page.getByRole('button', { name: 'Next: Symptoms' }).click();

    await expect(stepHeading(page, 'Symptoms')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Gas' }).check();
    await page.getByRole('combobox', { name: 'How often do symptoms occur?' }).selectOption('weekly');
    await page.getByRole('combobox', { name: 'How long has this been going on?' }).selectOption('1-3-months');
    await page.getByRole('button', { name: 'Next: Food Preferences' }).click();

    await expect(stepHeading(page, 'Food Preferences')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Dry Food' }).check();
    await page.getByRole('combobox', { name: 'Monthly budget' }).selectOption('50-100');
    // Back keeps what was typed on the step it leaves, and the earlier answers.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('checkbox', { name: 'Gas' })).toBeChecked();
    await page.getByRole('button', { name: 'Next: Food Preferences' }).click();
    await expect(page.getByRole('checkbox', { name: 'Dry Food' })).toBeChecked();
    await page.getByRole('button', { name: 'Get Recommendations' }).click();

    const results = page.getByRole('region', { name: 'Recommended foods for Biscuit' });
    await expect(results.getByRole('article').first().getByText('Top Pick')).toBeVisible();
    // The results address: the answers, no step.
    const address = new URL(page.url());
    expect(address.pathname).toBe('/food-selector');
    expect(address.searchParams.getAll('symptom')).toEqual(['gas']);
    expect(address.searchParams.get('budget')).toBe('50-100');
    expect(address.searchParams.has('step')).toBe(false);

    // 'Try Different Options' goes back to step 1 with every answer kept.
    await page.getByRole('link', { name: 'Try Different Options' }).click();
    await expect(stepHeading(page, 'Dog Details')).toBeVisible();
    await expect(results).toHaveCount(0);
    await expect(dogName(page)).toHaveValue('Biscuit');
    await expect(breed(page)).toHaveValue('beagle');
  });

  test('a puppy is asked whether it is under six months, and a young puppy with symptoms is sent to a vet first', async ({
    page,
  }) => {
    await page.goto('/food-selector');
    const underSix = page.getByRole('checkbox', { name: 'My puppy is under 6 months old' });
    await expect(underSix).toBeHidden();
    await dogName(page).fill('Pip');
    await breed(page).selectOption('beagle');
    await page.getByRole('combobox', { name: 'Age' }).selectOption('puppy');
    await underSix.check();
    await page.getByRole('combobox', { name: 'Size' }).selectOption('small');
    await page.getByRole('button', { name: 'Next: Symptoms' }).click();
    await answerSymptomsAndPreferences(page);
    await page.getByRole('button', { name: 'Get Recommendations' }).click();

    await expect(page.getByText('Symptoms in a puppy under 6 months old', { exact: false })).toBeVisible();
  });

  test('a weight that is not one keeps step 1 open with its message, as typed', async ({ page }) => {
    await page.goto('/food-selector');
    await dogName(page).fill('Biscuit');
    await breed(page).selectOption('beagle');
    await page.getByRole('combobox', { name: 'Age' }).selectOption('adult');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('medium');
    const weight = page.getByRole('spinbutton', { name: 'Weight (lbs)' });
    await weight.fill('-5');
    await page.getByRole('button', { name: 'Next: Symptoms' }).click();

    await expect(stepHeading(page, 'Dog Details')).toBeVisible();
    await expect(wizard(page).getByText('Please enter a weight between 1 and 250 lbs', { exact: true })).toBeVisible();
    await expect(weight).toHaveValue('-5');
  });

  test('the results offer no copy or print buttons, which would need scripts', async ({ page }) => {
    await page.goto(RESULTS_ADDRESS);
    await expect(resultCards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print these results' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy link to these results' })).toBeHidden();
  });

  test("a missing answer is reported with the spec's message, keeping the other answers", async ({ page }) => {
    await page.goto('/food-selector');
    await breed(page).selectOption('beagle');
    await page.getByRole('combobox', { name: 'Age' }).selectOption('adult');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('medium');
    await page.getByRole('button', { name: 'Next: Symptoms' }).click();

    await expect(wizard(page).getByText("Please enter your dog's name", { exact: true })).toBeVisible();
    await expect(stepHeading(page, 'Dog Details')).toBeVisible();
    await expect(wizard(page).getByText('Please select a breed', { exact: true })).toHaveCount(0);
    await expect(breed(page)).toHaveValue('beagle');
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('medium');
    await expect(dogName(page)).toHaveAttribute('aria-invalid', 'true');

    await dogName(page).fill('Biscuit');
    await page.getByRole('button', { name: 'Next: Symptoms' }).click();
    await page.getByRole('checkbox', { name: 'Vomiting' }).check();
    await page.getByRole('button', { name: 'Next: Food Preferences' }).click();

    await expect(stepHeading(page, 'Symptoms')).toBeVisible();
    await expect(wizard(page).getByText('Please select frequency', { exact: true })).toBeVisible();
    await expect(wizard(page).getByText('Please select duration', { exact: true })).toBeVisible();
    await expect(wizard(page).getByText('Please select at least one symptom', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Vomiting' })).toBeChecked();
  });

  test("a result's More Info opens its details, and Back to Top leads up", async ({ page }) => {
    await page.goto(RESULTS_ADDRESS);
    const card = resultCards(page).first();
    await expect(card.getByRole('heading', { level: 4, name: 'Key benefits' })).toBeHidden();
    await card.locator('summary').click();
    await expect(card.getByRole('heading', { level: 4, name: 'Key benefits' })).toBeVisible();
    await expect(card.getByText('Hide Details')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Top' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test("a product page's thumbnails switch its image", async ({ page }) => {
    await page.goto('/dog-food/1');
    const gallery = page.getByRole('group', { name: 'Product images' });
    await gallery.locator('label').nth(2).click();
    await expect(gallery.getByRole('img', { name: 'A happy, relaxed dog sitting with its tongue out' })).toBeVisible();
    await expect(gallery.getByRole('radio').nth(2)).toBeChecked();
  });

  test("a product page works out a dog's daily portion and monthly cost, with the package and the estimate it comes from", async ({
    page,
  }) => {
    await page.goto('/dog-food/1?tab=nutritional-info');
    const form = page.getByRole('form', { name: 'Cost and portion for your dog' });
    await form.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" }).fill('30');
    await form.getByRole('combobox', { name: 'Age' }).selectOption('senior');
    await form.getByRole('button', { name: 'Show portion and cost' }).click();

    await expect(page).toHaveURL('/dog-food/1?tab=nutritional-info&weightLbs=30&age=senior&adultWeightLbs=#cost-and-portion');
    // The sample catalogue's prices are the editors' estimates: said beside the cost, with the day.
    await expect(form.getByRole('status')).toHaveText(
      /^About [\d /]+ (cups?|cans?) \([\d,]+ g\) a day, [\d,]+ kcal, and about \$[\d,.]+ a month \(an estimate\)\.Bought as .+, estimated [A-Z][a-z]{2} \d{1,2}, \d{4}, not a retailer's price\), which lasts? about /,
    );
    await expect(form.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" })).toHaveValue('30');
    await expect(form.getByRole('combobox', { name: 'Age' })).toHaveValue('senior');
  });

  test("a product page asks a puppy's expected adult weight once Puppy is picked, and works the portion out from both weights", async ({
    page,
  }) => {
    await page.goto('/dog-food/1?tab=nutritional-info');
    const form = page.getByRole('form', { name: 'Cost and portion for your dog' });
    const adultWeight = form.getByRole('spinbutton', { name: 'Expected adult weight (lbs)' });
    await expect(adultWeight).toBeHidden();
    await form.getByRole('combobox', { name: 'Age' }).selectOption('puppy');
    await expect(adultWeight).toBeVisible();
    await form.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" }).fill('12');
    await form.getByRole('button', { name: 'Show portion and cost' }).click();

    // Without the adult weight, nothing is guessed.
    await expect(form.getByRole('status')).toHaveText(
      "Enter your puppy's weight now and its expected adult weight to see the daily portion and the monthly cost.",
    );
    await adultWeight.fill('8');
    await form.getByRole('button', { name: 'Show portion and cost' }).click();
    await expect(adultWeight).toHaveValue('8');
    await expect(adultWeight).toHaveAccessibleDescription(/The expected adult weight can't be less than your puppy's weight now/);

    await adultWeight.fill('40');
    await form.getByRole('button', { name: 'Show portion and cost' }).click();
    await expect(page).toHaveURL('/dog-food/1?tab=nutritional-info&weightLbs=12&age=puppy&adultWeightLbs=40#cost-and-portion');
    await expect(form.getByRole('status')).toContainText(/^About .+ a day, 994 kcal, and about \$[\d,.]+ a month/);
    await expect(form.getByRole('status')).toContainText('National Research Council (2006)');
  });

  test("a weight that is not one gets the wizard's message on a product page, kept as typed", async ({ page }) => {
    await page.goto('/dog-food/1?tab=nutritional-info');
    const form = page.getByRole('form', { name: 'Cost and portion for your dog' });
    const weight = form.getByRole('spinbutton', { name: "Your dog's weight now (lbs)" });
    await weight.fill('400');
    await form.getByRole('button', { name: 'Show portion and cost' }).click();

    await expect(weight).toHaveValue('400');
    await expect(weight).toHaveAccessibleDescription(/Please enter a weight between 1 and 250 lbs/);
    await expect(form.getByRole('status')).toHaveText('Enter a weight to see the daily portion and the monthly cost.');
  });

  test("a comparison takes the dog's weight, age and size, and keeps its foods", async ({ page }) => {
    await page.goto('/compare?foods=1,2');
    const dog = page.getByRole('region', { name: 'Your dog' });
    await expect(dog.getByRole('spinbutton', { name: 'Expected adult weight (lbs)' })).toBeHidden();
    await dog.getByRole('spinbutton', { name: 'Weight (lbs)' }).fill('60');
    await dog.getByRole('combobox', { name: 'Age' }).selectOption('adult');
    await dog.getByRole('combobox', { name: 'Size' }).selectOption('large');
    await dog.getByRole('button', { name: 'Show for my dog' }).click();

    // A browser writes a form's comma as %2C; the page reads either. A grown dog's hidden adult weight goes along empty.
    await expect(page).toHaveURL('/compare?foods=1%2C2&weight=60&age=adult&size=large&adult-weight=');
    await expect(dog).toContainText(/Portions and costs are worked out for your 60 lb dog, Adult/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    // Each figure says where it comes from: the sample catalogue's estimates with their day, the label unread.
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText(/estimated [A-Z][a-z]{2} \d{1,2}, \d{4}, not a retailer's price/);
    await expect(table.getByRole('row', { name: /^Monthly cost for your dog/ })).toContainText(/About \$[\d,]+ a month\(estimate\)Bought as /);
    await expect(table.getByRole('row', { name: /^Energy/ })).toContainText("Not yet checked against the maker's label");
    await expect(table.getByRole('row', { name: /^Retailer's rating/ })).toContainText('Not rated by a retailer we follow');
    await expect(table.getByRole('row', { name: /^Badges/ }).getByRole('cell')).toHaveText(['None', 'None']);
    await expect(page.getByText('Sample catalogue', { exact: true })).toHaveCount(1);
  });

  test("a comparison for a puppy asks its expected adult weight and works the portions out from both weights", async ({ page }) => {
    await page.goto('/compare?foods=1');
    const dog = page.getByRole('region', { name: 'Your dog' });
    await dog.getByRole('combobox', { name: 'Age' }).selectOption('puppy');
    await dog.getByRole('combobox', { name: 'Size' }).selectOption('medium');
    await dog.getByRole('spinbutton', { name: 'Weight (lbs)', exact: true }).fill('12');
    await dog.getByRole('spinbutton', { name: 'Expected adult weight (lbs)' }).fill('40');
    await dog.getByRole('button', { name: 'Show for my dog' }).click();

    await expect(page).toHaveURL('/compare?foods=1&weight=12&age=puppy&size=medium&adult-weight=40');
    await expect(dog).toContainText('Portions and costs are worked out for your 12 lb puppy, expected to weigh 40 lb grown: about 994 kcal a day.');
    await expect(page.getByRole('table').getByRole('row', { name: /^Daily portion for your dog/ })).toContainText(/^Daily portion for your dog[\d /]+ cups? \([\d,]+ g\) a day\(estimate\)$/);
  });

  test("a comparison's weight that is not one stays as typed, with the wizard's message", async ({ page }) => {
    await page.goto('/compare?foods=1,2');
    const dog = page.getByRole('region', { name: 'Your dog' });
    const weight = dog.getByRole('spinbutton', { name: 'Weight (lbs)' });
    await weight.fill('-5');
    await dog.getByRole('combobox', { name: 'Age' }).selectOption('adult');
    await dog.getByRole('combobox', { name: 'Size' }).selectOption('large');
    await dog.getByRole('button', { name: 'Show for my dog' }).click();

    await expect(weight).toHaveValue('-5');
    await expect(weight).toHaveAccessibleDescription(/Please enter a weight between 1 and 250 lbs/);
  });

  test('three results are put on the compare list, a fourth is refused, and the comparison opens', async ({ page }) => {
    await page.goto(RESULTS_ADDRESS);
    const cards = resultCards(page);
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      names.push(((await cards.nth(index).getByRole('heading', { level: 3 }).textContent()) ?? '').trim());
      await addToCompare(cards.nth(index)).click();
      await expect(removeFromCompare(cards.nth(index))).toHaveAttribute('aria-pressed', 'true');
    }
    await addToCompare(cards.nth(3)).click();
    await expect(cards.nth(3).getByText(/You can compare up to 3 foods/)).toBeVisible();
    // Taken off and put back: the list keeps its other foods.
    await removeFromCompare(cards.nth(1)).click();
    await expect(addToCompare(cards.nth(1))).toHaveAttribute('aria-pressed', 'false');
    await expect(removeFromCompare(cards.nth(0))).toBeVisible();
    await addToCompare(cards.nth(1)).click();

    await cards.nth(1).getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL(/\/compare\?foods=\d+,\d+,\d+&weight=60&age=adult&size=medium$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const name of names) await expect(table.getByRole('columnheader', { name: new RegExp(escapeRegExp(name)) })).toBeVisible();
  });
});

test('a food put on the compare list before the scripts arrive stays on it when they take over', async ({ page }) => {
  const scripts = await holdBackShellScripts(page);
  await scripts.open(RESULTS_ADDRESS);
  await addToCompare(resultCards(page).first()).click();
  await expect(removeFromCompare(resultCards(page).first())).toHaveAttribute('aria-pressed', 'true');

  await scripts.release();
  await waitForHydration(page);

  await expect(removeFromCompare(resultCards(page).first())).toHaveAttribute('aria-pressed', 'true');
  // The address is the results' own again; the list is kept in the browser for the next page.
  await expect(page).toHaveURL((url) => !url.searchParams.has('compare') && url.searchParams.get('weight') === '60');
  await addToCompare(resultCards(page).nth(1)).click();
  await expect(resultCards(page).nth(1).getByRole('link', { name: 'Compare (2)' })).toBeVisible();
  await page.reload();
  await expect(removeFromCompare(resultCards(page).nth(1))).toBeVisible();
  await expect(removeFromCompare(resultCards(page).first())).toBeVisible();
});

test('filters picked before the scripts arrive are kept when they take over, and the scripts then show that list in the page', async ({
  page,
}) => {
  const scripts = await holdBackShellScripts(page);
  await scripts.open('/dog-foods');
  const filters = page.getByRole('form', { name: /filter/i });
  const foodType = filters.getByRole('combobox', { name: 'Food type' });
  const chicken = filters.getByRole('group', { name: 'Free from' }).getByRole('checkbox', { name: 'Chicken' });
  await foodType.selectOption('dry');
  await chicken.check();

  await scripts.release();
  await waitForHydration(page);

  await expect(foodType).toHaveValue('dry');
  await expect(chicken).toBeChecked();
  // The page goes to the list's address in its one spelling, the focus staying on the button.
  await filters.getByRole('button', { name: 'Show foods' }).click();
  await expect(page).toHaveURL('/dog-foods?type=dry&free-from=chicken');
  await expect(page.getByRole('form', { name: /filter/i }).getByRole('button', { name: 'Show foods' })).toBeFocused();
  await expect(page.getByRole('form', { name: /filter/i }).getByRole('combobox', { name: 'Food type' })).toHaveValue('dry');
});

