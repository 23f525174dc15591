import type { APIRequestContext, Page } from '@playwright/test';
import { answerTheWizard, resultsAddress } from '../support/food-selector';
import { scrollToOffset, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// Issue 22 on the composed site against the real API and catalogue: budgets counted honestly, the
// owner's own results keeping the dog's name, and no finder button on the selector itself. (A sale
// and its end date come from a retailer's feed: catalogue-feed.spec.ts.)

interface RecommendedFood {
  name: string;
  overBudgetUsd: number;
  badges: string;
}

interface Answers {
  foodTypes: string[];
  budget: string;
}

/** A medium adult beagle with gas, no vet involved, as the results' own address writes it. */

/** What the API answers for the same answers, for checking what the page says against it. */
async function recommendationsFor(request: APIRequestContext, { foodTypes, budget }: Answers): Promise<RecommendedFood[]> {
  const response = await request.post('/api/recommendations', {
    data: {
      dogInfo: { dogName: 'your dog', breed: 'beagle', age: 'adult', size: 'medium' },
      symptoms: { symptoms: ['gas'], frequency: 'weekly', duration: '1-3-months', vetDiagnosed: false },
      foodPreferences: { foodTypes, budget },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { recommendations: RecommendedFood[] }).recommendations;
}

const results = (page: Page) => page.getByRole('region', { name: /^Recommended foods for / });
const overBudget = (page: Page) => page.getByRole('region', { name: 'Over your budget' });
const cardNames = async (region: ReturnType<typeof results>) =>
  (await region.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map((name) => name.trim());

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('budget honesty', () => {
  test('raw or homemade food under $50 a month: no food is counted as fitting, the closest are shown apart', async ({
    page,
    request,
  }) => {
    const answers = { foodTypes: ['raw', 'homemade'], budget: 'under-50' };
    const expected = await recommendationsFor(request, answers);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((food) => food.overBudgetUsd > 0)).toBe(true);

    await page.goto(resultsAddress(answers));

    await expect(
      results(page).getByText('No food that fits what you told us is within your under $50 budget.', { exact: false }),
    ).toBeVisible();
    await expect(results(page).getByText(/foods? fits? what you told us and/)).toHaveCount(0);
    await expect(results(page).getByRole('article')).toHaveCount(0);
    expect(await cardNames(overBudget(page))).toEqual(expected.map((food) => food.name));
    await expect(overBudget(page).getByText(/a month over your budget$/)).toHaveCount(expected.length);
    await expect(page.getByText('Top Pick')).toHaveCount(0);
  });

  test('dry or raw food under $50 a month: the count and the first list hold only the foods within budget', async ({
    page,
    request,
  }) => {
    const answers = { foodTypes: ['dry', 'raw'], budget: 'under-50' };
    const expected = await recommendationsFor(request, answers);
    const fitting = expected.filter((food) => food.overBudgetUsd === 0);
    const over = expected.filter((food) => food.overBudgetUsd > 0);
    expect(fitting.length).toBeGreaterThan(0);
    expect(over.length).toBeGreaterThan(0);

    await page.goto(resultsAddress(answers));

    const count = fitting.length === 1 ? 'One food fits' : `${fitting.length} foods fit`;
    await expect(results(page).getByText(`${count} what you told us and your under $50 budget, best match first.`)).toBeVisible();
    expect(await cardNames(results(page))).toEqual(fitting.map((food) => food.name));
    expect(await cardNames(overBudget(page))).toEqual(over.map((food) => food.name));
    await expect(results(page).getByRole('article').first().getByText('Top Pick')).toBeVisible();
  });
});

test('the owner’s own results keep the dog’s name on a reload; the same link elsewhere says "your dog"', async ({
  page,
  browser,
}) => {
  await answerTheWizard(page, '');
  await page.getByRole('button', { name: 'Get Recommendations' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).toBeVisible();
  await expect(page).toHaveURL(/budget=50-100/);
  expect(new URL(page.url()).searchParams.has('name')).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Recommended foods for Biscuit' })).toBeVisible();

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await withConsentDecided(other, true);
    await other.goto(page.url());
    await expect(other.getByRole('heading', { level: 2, name: 'Recommended foods for your dog' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('the floating finder is not offered on the food selector, and is elsewhere', async ({ page }) => {
  await page.goto('/food-selector');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToOffset(page, 600);
  await expect(page.getByRole('link', { name: 'Find Perfect Food' })).toHaveCount(0);

  await page.goto('/privacy');
  await waitForContentPage(page);
  await scrollToOffset(page, 600);
  await expect(page.getByRole('link', { name: 'Find Perfect Food' })).toBeVisible();
});
