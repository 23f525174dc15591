import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/e2e-ports';
import { waitForContentPage, withConsentDecided, withThemeChosen } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// The evergreen pages of the content remote (mfe-content): the FAQ, the homemade recipes, the
// digestive health tips and the dog food guides, on the composed site.

interface EvergreenPage {
  path: string;
  /** The breadcrumb's last crumb, from the route catalogue. */
  crumb: string;
  /** The document title before ' | Gentle Bowl'. */
  title: string;
  /** The h1 then every visible h2 of the page, in order. */
  outline: string[];
}

const PAGES: EvergreenPage[] = [
  {
    path: '/sensitive-stomach-faq',
    crumb: 'Sensitive Stomach FAQ',
    title: 'Sensitive Stomach FAQ',
    outline: ['Sensitive Stomach FAQ', 'Frequently Asked Questions', 'Key Takeaways', 'Keep Reading'],
  },
  {
    path: '/homemade-recipes',
    crumb: 'Homemade Recipes',
    title: 'Homemade Recipes for Sensitive Stomachs',
    outline: [
      'Homemade Recipes for Sensitive Stomachs',
      'Chicken and Rice Bland Diet',
      'Feeding a Bland Diet Safely',
      'Related Resources',
    ],
  },
  {
    path: '/digestive-health-tips',
    crumb: 'Digestive Health Tips',
    title: 'Digestive Health Tips for Dogs',
    outline: [
      'Digestive Health Tips for Dogs',
      'Ten Tips for Better Digestion',
      'When to See a Veterinarian',
      'Find the Right Food',
    ],
  },
  {
    path: '/dog-food-guides',
    crumb: 'Dog Food Guides',
    title: 'Dog Food Guides',
    outline: ['Dog Food Guides', 'How to Read a Dog Food Label', 'Explore More'],
  },
];

type JsonLd = Record<string, unknown> & { '@type'?: string };

async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

const ofType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block['@type'] === type);

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

/** A question's answer: the content of its disclosure, after the summary. */
const answerOf = (item: Locator): Locator => item.locator(':scope > summary + *');

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

for (const evergreen of PAGES) {
  test(`${evergreen.path} shows its sections in order, with metadata and breadcrumbs`, async ({ page }) => {
    const response = await page.goto(evergreen.path);
    expect(response?.status()).toBe(200);
    await waitForContentPage(page);

    await expect(page).toHaveTitle(`${evergreen.title} | Gentle Bowl`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${evergreen.path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{80,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.{20,}/);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText(evergreen.crumb, { exact: true })).toHaveAttribute('aria-current', 'page');

    await expect(page.getByRole('main').locator('h1:visible, h2:visible')).toHaveText(evergreen.outline);

    const breadcrumbLists = ofType(await jsonLdBlocks(page), 'BreadcrumbList');
    expect(breadcrumbLists).toHaveLength(1);
    expect(breadcrumbLists[0]).toMatchObject({
      '@context': 'https://schema.org',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: E2E_BASE_URL },
        { '@type': 'ListItem', position: 2, name: evergreen.crumb, item: `${E2E_BASE_URL}${evergreen.path}` },
      ],
    });
  });
}

test.describe('the FAQ page', () => {
  test('the accordion works from the keyboard: one answer open at a time, and it can be closed', async ({ page }) => {
    await page.goto('/sensitive-stomach-faq');
    await waitForContentPage(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const items = faq.locator('details');
    const openItems = faq.locator('details[open]');
    await expect(items).toHaveCount(10);

    const [first, second] = [items.nth(0), items.nth(1)];
    const [firstQuestion, secondQuestion] = [first.locator('summary'), second.locator('summary')];
    await expect(first).toHaveAttribute('open');
    await expect(openItems).toHaveCount(1);
    await expect(answerOf(first)).toBeVisible();
    await expect(answerOf(second)).toBeHidden();

    // The first answer has no links, so Tab goes straight to the next question.
    await firstQuestion.focus();
    await page.keyboard.press('Tab');
    await expect(secondQuestion).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('open');
    await expect(first).not.toHaveAttribute('open');
    await expect(answerOf(second)).toBeVisible();
    await expect(answerOf(first)).toBeHidden();
    await expect(openItems).toHaveCount(1);

    await page.keyboard.press('Space');
    await expect(second).not.toHaveAttribute('open');
    await expect(answerOf(second)).toBeHidden();
    await expect(openItems).toHaveCount(0);

    await page.keyboard.press('Shift+Tab');
    await expect(firstQuestion).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('open');
    await expect(answerOf(first)).toBeVisible();
  });

  test('links to the selector, the blog and three articles, and carries FAQPage structured data', async ({ page }) => {
    await page.goto('/sensitive-stomach-faq');
    await waitForContentPage(page);

    const reading = page.getByRole('region', { name: 'Keep Reading' });
    for (const href of [
      '/food-selector',
      '/blog',
      '/blog/top-5-best-dog-foods-for-sensitive-stomachs',
      '/blog/best-dog-food-for-diarrhea',
      '/blog/hypoallergenic-dog-food-guide',
    ]) {
      await expect(reading.locator(`a[href="${href}"]`)).toHaveCount(1);
    }

    const faqPages = ofType(await jsonLdBlocks(page), 'FAQPage');
    expect(faqPages).toHaveLength(1);
    const questions = (faqPages[0] as { mainEntity: Array<Record<string, unknown>> }).mainEntity;
    expect(questions).toHaveLength(10);
    const shownQuestions = await page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .locator('summary')
      .allTextContents();
    expect(questions.map((question) => question.name)).toEqual(shownQuestions);
    for (const question of questions) {
      expect(question).toMatchObject({
        '@type': 'Question',
        acceptedAnswer: { '@type': 'Answer', text: expect.stringMatching(/.{100,}/s) },
      });
    }
  });
});

test.describe('the homemade recipes page', () => {
  test('switches recipes with the arrow keys, chicken first', async ({ page }) => {
    await page.goto('/homemade-recipes');
    await waitForContentPage(page);

    await expect(page.getByRole('tab')).toHaveText(['Chicken', 'Beef', 'Turkey']);
    await expect(tab(page, 'Chicken')).toHaveAttribute('aria-selected', 'true');
    const chicken = panel(page, 'Chicken');
    await expect(chicken.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first()).toBeVisible();
    await expect(chicken.getByRole('region', { name: 'Instructions' }).locator('ol > li').first()).toBeVisible();
    await expect(chicken.getByRole('region', { name: 'Notes' })).toContainText('veterinary nutritionist');

    // Arrow keys between tabs come with the scripts (before them each tab is a link).
    await waitForHydration(page);
    await tab(page, 'Chicken').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Beef')).toBeFocused();
    await expect(tab(page, 'Beef')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Beef').getByRole('heading', { level: 2, name: 'Lean Beef and Potato Bland Diet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chicken and Rice Bland Diet' })).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Turkey')).toBeFocused();
    await expect(panel(page, 'Turkey').getByRole('heading', { level: 2, name: 'Turkey, Rice and Pumpkin Bland Diet' })).toBeVisible();

    await page.keyboard.press('Home');
    await expect(tab(page, 'Chicken')).toBeFocused();
    await expect(tab(page, 'Chicken')).toHaveAttribute('aria-selected', 'true');
    await expect(chicken.getByRole('heading', { level: 2, name: 'Chicken and Rice Bland Diet' })).toBeVisible();
  });

  test('describes all three recipes as Recipe structured data', async ({ page }) => {
    await page.goto('/homemade-recipes');
    await waitForContentPage(page);

    const recipes = ofType(await jsonLdBlocks(page), 'Recipe');
    expect(recipes.map((recipe) => recipe.name)).toEqual([
      'Chicken and Rice Bland Diet',
      'Lean Beef and Potato Bland Diet',
      'Turkey, Rice and Pumpkin Bland Diet',
    ]);
    for (const recipe of recipes) {
      expect(recipe).toMatchObject({
        '@context': 'https://schema.org',
        prepTime: expect.stringMatching(/^PT(\d+H)?(\d+M)?$/),
        cookTime: expect.stringMatching(/^PT(\d+H)?(\d+M)?$/),
        recipeYield: expect.any(String),
      });
      expect((recipe.recipeIngredient as string[]).length).toBeGreaterThanOrEqual(3);
      const steps = recipe.recipeInstructions as Array<Record<string, unknown>>;
      expect(steps.length).toBeGreaterThanOrEqual(5);
      for (const step of steps) {
        expect(step).toMatchObject({ '@type': 'HowToStep', text: expect.any(String) });
      }
    }
  });
});

test.describe('the dog food guides page', () => {
  test('switches guides with the arrow keys, Reading Labels first', async ({ page }) => {
    await page.goto('/dog-food-guides');
    await waitForContentPage(page);

    await expect(page.getByRole('tab')).toHaveText(['Reading Labels', 'Common Concerns', 'Specialty Diets']);
    await expect(tab(page, 'Reading Labels')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Reading Labels').getByRole('heading', { level: 3 })).toHaveText([
      'Ingredient Lists',
      'Guaranteed Analysis',
      'AAFCO Statements',
    ]);

    // Arrow keys between tabs come with the scripts (before them each tab is a link).
    await waitForHydration(page);
    await tab(page, 'Reading Labels').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Common Concerns')).toBeFocused();
    await expect(tab(page, 'Common Concerns')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Common Concerns').getByRole('heading', { level: 3 })).toHaveText([
      'Red-Flag Ingredients',
      'Marketing Terms',
      'Price vs Quality',
    ]);
    await expect(panel(page, 'Reading Labels')).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Specialty Diets')).toBeFocused();
    await expect(panel(page, 'Specialty Diets').getByRole('heading', { level: 3 })).toHaveText([
      'Novel Proteins',
      'Prescription Diets',
      'Limited-Ingredient Diets',
    ]);

    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Common Concerns')).toBeFocused();
    await expect(tab(page, 'Common Concerns')).toHaveAttribute('aria-selected', 'true');
  });

  test('links to the selector, the FAQ, the recipes, the tips and the sensitive stomach guide', async ({ page }) => {
    await page.goto('/dog-food-guides');
    await waitForContentPage(page);

    const links = page.getByRole('region', { name: 'Explore More' }).getByRole('link');
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual([
      '/food-selector',
      '/sensitive-stomach-guide',
      '/sensitive-stomach-faq',
      '/homemade-recipes',
      '/digestive-health-tips',
    ]);
    await links.filter({ hasText: 'Sensitive Stomach FAQ' }).click();
    await expect(page).toHaveURL('/sensitive-stomach-faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Sensitive Stomach FAQ' })).toBeVisible();
  });
});

test.describe('the digestive health tips page', () => {
  test('shows the ten tips, the vet list and the two buttons', async ({ page }) => {
    await page.goto('/digestive-health-tips');
    await waitForContentPage(page);

    await expect(page.getByRole('region', { name: 'Ten Tips for Better Digestion' }).getByRole('heading', { level: 3 })).toHaveText([
      'Feeding Schedule',
      'Food Choices',
      'Proper Transitions',
      'Regular Exercise',
      'Natural Supplements',
      'Clean Feeding Environment',
      'Hydration',
      'Portion Control',
      'Limit Table Scraps',
      'Monitor & Record',
    ]);
    await expect(page.getByRole('region', { name: 'When to See a Veterinarian' }).getByRole('listitem')).toHaveText([
      /more than 24-48 hours/,
      /Blood in vomit or stool/,
      /Lethargy/,
      /appetite for more than 24 hours/,
      /Abdominal pain/,
      /Repeated episodes/,
      /Significant weight loss/,
      /Black, tarry stools/,
    ]);
    const actions = page.getByRole('region', { name: 'Find the Right Food' });
    await expect(actions.getByRole('link', { name: 'Try the Food Selector' })).toHaveAttribute('href', '/food-selector');
    await actions.getByRole('link', { name: 'See Homemade Recipes' }).click();
    await expect(page).toHaveURL('/homemade-recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Homemade Recipes for Sensitive Stomachs' })).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await withThemeChosen(page, theme);
    });

    for (const { path } of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await waitForContentPage(page);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
}
