import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { e2ePort } from '../support/e2e-ports';
import { serveRemoteCopy, startShell } from '../support/own-stack';
import { notifications, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// The sensitive stomach guide of the content remote (mfe-content) on the composed site. Its
// transition calculator is the widget the tools remote (mfe-tools) exposes, loaded at run time
// through the federation runtime into the content page; without the tools remote the guide still
// renders and shows a fallback in the calculator's place.

const GUIDE_PATH = '/sensitive-stomach-guide';

const SECTION_HEADINGS = [
  'The Sensitive Stomach Guide for Dogs',
  'Signs of a Sensitive Stomach',
  'Recommended Foods for Sensitive Stomachs',
  'Homemade Recipes for Sensitive Stomachs',
  'Frequently Asked Questions',
  'Transition Schedule',
  'Ingredients to Look For and Avoid',
  'Expert Insights',
  'Trusted External Resources',
  'Related Articles',
  'Ready to Find a Gentler Food?',
];

const UNAVAILABLE_TITLE = 'The transition calculator is unavailable right now';

const content = (page: Page) => page.locator('[data-remote="mfe-content"]');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const transitionSection = (page: Page) => section(page, 'Transition Schedule');
const calculatorWidget = (page: Page) => transitionSection(page).locator('[data-remote="mfe-tools"]');

async function openGuide(page: Page, site = ''): Promise<void> {
  await page.goto(`${site}${GUIDE_PATH}`);
  await waitForContentPage(page);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_HEADINGS[0] })).toBeVisible();
}

/** The guide's h1 and h2s in document order; the calculator widget's own headings are h3 and below. */
async function expectSectionsInOrder(page: Page): Promise<void> {
  await expect(content(page).locator('h1, h2')).toHaveText(SECTION_HEADINGS);
  for (const name of SECTION_HEADINGS) {
    await expect(section(page, name)).toBeVisible();
  }
}

async function expectRelatedArticlesLoaded(page: Page): Promise<void> {
  const links = section(page, 'Related Articles').getByRole('link');
  await expect(links).toHaveCount(3);
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('the sensitive stomach guide', () => {
  test('shows its sections in the spec order, with its metadata, breadcrumbs and disclosed buy links', async ({ page }) => {
    await openGuide(page);

    await expect(page).toHaveTitle('Sensitive Stomach Guide for Dogs | Gentle Bowl');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sensitive-stomach-guide$/);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Dog Food Guides' })).toHaveAttribute('href', '/dog-food-guides');
    await expect(breadcrumb.getByText('Sensitive Stomach Guide', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expectSectionsInOrder(page);

    const foods = section(page, 'Recommended Foods for Sensitive Stomachs');
    await expect(foods.getByText(/As an Amazon Associate we earn from qualifying purchases\./)).toBeVisible();
    const buyLinks = foods.getByRole('link', { name: /^Search for it at / });
    await expect(buyLinks).toHaveCount(3);
    for (const link of await buyLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bsponsored\b/);
      await expect(link).toHaveAttribute('rel', /\bnofollow\b/);
    }
    await expect(foods.getByRole('link', { name: /^Search for it at Amazon\b.*Purina Pro Plan/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.amazon\.com\/.*[?&]tag=gentlebowl-20(&|$)/,
    );

    const recipes = section(page, 'Homemade Recipes for Sensitive Stomachs');
    await expect(recipes.getByRole('link', { name: 'More homemade recipes' })).toHaveAttribute('href', '/homemade-recipes');
    await expect(recipes.getByRole('link', { name: 'Homemade food options for dogs with sensitive stomachs' })).toHaveAttribute(
      'href',
      '/blog/homemade-food-options-for-dogs-with-sensitive-stomachs',
    );
    await expect(
      section(page, 'Ready to Find a Gentler Food?').getByRole('link', { name: 'Try the Food Selector' }),
    ).toHaveAttribute('href', '/food-selector');
  });

  test('the transition calculator from the tools remote creates a plan inside the guide, and the page passes axe', async ({
    page,
  }) => {
    await openGuide(page);
    const widget = calculatorWidget(page);
    await expect(widget).toBeVisible();
    await expect(widget.getByRole('heading', { level: 3, name: 'Food Transition Calculator' })).toBeVisible();

    await widget.getByRole('combobox', { name: 'Current food type' }).selectOption('dry');
    await widget.getByRole('combobox', { name: 'New food type' }).selectOption('wet');
    await widget.getByRole('spinbutton', { name: 'Cups per day' }).fill('2');
    await widget.getByRole('combobox', { name: 'Transition period' }).selectOption('7');
    await widget.getByRole('button', { name: 'Create Transition Plan' }).click();

    const plan = widget.getByRole('region', { name: 'Your 7-day transition plan' });
    await expect(plan.getByRole('row')).toHaveCount(8);
    await expect(plan.getByText(/^Each day's amounts keep/)).toContainText('about 770 kcal a day');
    await expect(plan.getByRole('row').nth(1).locator('th, td')).toHaveText(['Day 1', '75% / 25%', '1 1/2 cups (158 g)', '3/4 cup (177 g)']);
    await expect(notifications(page).getByRole('status')).toContainText('Transition Plan Created');
    await expect(transitionSection(page).getByText(UNAVAILABLE_TITLE)).toHaveCount(0);

    await expectRelatedArticlesLoaded(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('the trusted resources start on General and show the first two of the chosen category', async ({ page }) => {
    await openGuide(page);
    const resources = section(page, 'Trusted External Resources');

    await expect(resources.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(resources.getByRole('tabpanel').getByRole('link')).toHaveCount(2);

    await resources.getByRole('tab', { name: 'Nutrition' }).click();
    const nutrition = resources.getByRole('tabpanel', { name: 'Nutrition' });
    await expect(nutrition.getByRole('link')).toHaveText(['WSAVA Global Nutrition Guidelines', 'American College of Veterinary Nutrition (ACVN)']);
  });

  test('the related articles are real posts tagged for sensitive stomachs, and lead to them', async ({ page, request }) => {
    await openGuide(page);
    const links = section(page, 'Related Articles').getByRole('link');
    await expect(links).toHaveCount(3);

    const articles = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', title: anchor.textContent?.trim() ?? '' })),
    );
    for (const { href, title } of articles) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      const response = await request.get(`/api${href.replace(/^\/blog\//, '/blog-posts/')}`);
      expect(response.status(), href).toBe(200);
      const post = (await response.json()) as { title: string; tags: string[] };
      expect(post.title).toBe(title);
      expect(post.tags.some((tag) => /sensitive|digestive|stomach/i.test(tag)), `${href} tags ${post.tags.join(', ')}`).toBe(true);
    }

    const [first] = articles;
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${first?.href}$`));
    await expect(page.getByRole('heading', { level: 1, name: first?.title })).toBeVisible();
  });
});

test.describe('the guide with the tools remote stopped', () => {
  test.describe.configure({ timeout: 120_000 });

  const SHELL_PORT = e2ePort(18182);
  const TOOLS_PORT = e2ePort(13112);

  test('still renders every section and shows the calculator fallback with a link to the tools page', async ({ page }) => {
    const tools = await serveRemoteCopy('tools', TOOLS_PORT);
    const shell = await startShell(SHELL_PORT, { tools: TOOLS_PORT });
    try {
      const site = `http://localhost:${SHELL_PORT}`;
      await openGuide(page, site);
      await expect(calculatorWidget(page)).toBeVisible();

      await tools.server.stop();
      await openGuide(page, site);

      const fallback = transitionSection(page).getByTestId('transition-calculator-unavailable');
      await expect(fallback).toContainText(UNAVAILABLE_TITLE);
      await expect(fallback.getByRole('link', { name: 'nutrition tools page' })).toHaveAttribute('href', '/tools?tab=transition-guide#feeding-guide');
      await expect(calculatorWidget(page)).toHaveCount(0);
      await expect(transitionSection(page).getByRole('row')).toHaveCount(5);

      await expectSectionsInOrder(page);
      await expectRelatedArticlesLoaded(page);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await Promise.all([tools.server.stop(), shell.stop()]);
      await rm(tools.folder, { recursive: true, force: true });
    }
  });
});
