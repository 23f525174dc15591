import type { Page } from '@playwright/test';
import { E2E_BASE_URL, e2ePort } from '../support/e2e-ports';
import { startShell } from '../support/own-stack';
import { expectShareCard } from '../support/share-image';
import { NEWSLETTER_THANK_YOU, notifications, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// The home page, /, of the content remote (mfe-content) on the composed site, against the real API:
// its sections in order, the latest posts, the owners' stories (on this site, where no story is ever
// approved, the labelled examples) with the form to share one, and the newsletter signup.

interface BlogPostListItem {
  slug: string;
  title: string;
}

const SECTION_HEADINGS = [
  'Dog Food for Sensitive Stomachs, Made Simpler',
  'Help for Sensitive Stomachs, Without the Guesswork',
  'Welcome to Gentle Bowl',
  'Not Sure Which Food to Try Next?',
  'Latest Articles',
  'Free Tools for Everyday Feeding',
  'What Dog Owners Are Saying',
  'Gentle Feeding Tips in Your Inbox',
];

const UNAVAILABLE_MESSAGE = 'The service is unavailable right now. Please try again shortly.';
const SHELL_WITHOUT_API_PORT = e2ePort(18183);
const STOPPED_API_PORT = e2ePort(13998);

const content = (page: Page) => page.locator('[data-remote="mfe-content"]');
const newsletter = (page: Page) => page.getByRole('region', { name: 'Gentle Feeding Tips in Your Inbox' });
const emailBox = (page: Page) => newsletter(page).getByRole('textbox', { name: 'Email address' });

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForContentPage(page);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_HEADINGS[0] })).toBeVisible();
}

/** An address no earlier run has used, so the first sign-up really is a new subscriber. */
function uniqueAddress(): string {
  return `home-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function subscribe(page: Page, email: string): Promise<void> {
  await emailBox(page).fill(email);
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('the home page', () => {
  test('shows every section in the spec order, each a region named by its heading', async ({ page }) => {
    await openHome(page);

    const headings = await content(page)
      .getByRole('region')
      .evaluateAll((regions) => regions.map((region) => region.querySelector('h1, h2')?.textContent?.trim() ?? ''));
    expect(headings).toEqual(SECTION_HEADINGS);

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Try the Food Selector' })).toHaveAttribute('href', '/food-selector');
    await expect(page.getByRole('link', { name: 'Read Articles' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'Read the Sensitive Stomach Guide' })).toHaveAttribute(
      'href',
      '/sensitive-stomach-guide',
    );
    await expect(content(page).getByRole('link', { name: 'Sensitive Stomach FAQ' })).toHaveAttribute(
      'href',
      '/sensitive-stomach-faq',
    );
    await expect(page.getByRole('link', { name: 'Start the Food Selector' })).toHaveAttribute('href', '/food-selector');
    const tools = page.getByRole('region', { name: 'Free Tools for Everyday Feeding' });
    await expect(tools.getByRole('link', { name: 'Feeding Guide Calculator' })).toHaveAttribute('href', '/tools?tab=transition-guide#feeding-guide');
    await expect(tools.getByRole('link', { name: 'Nutritional Calculator' })).toHaveAttribute(
      'href',
      '/tools#nutritional-calculator',
    );
    await expect(tools.getByRole('link', { name: 'Food Selector Tool' })).toHaveAttribute('href', '/food-selector');
    await expect(newsletter(page)).toHaveAttribute('id', 'newsletter');
  });

  test('sets its title, description, canonical, share image and site structured data', async ({ page, request }) => {
    await openHome(page);

    await expect(page).toHaveTitle('Dog Food for Sensitive Stomachs: Guides, Tools and Food Selector | Gentle Bowl');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{80,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /sensitive stomach/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', E2E_BASE_URL);
    await expectShareCard(page, request, '/api/media/share/og/home.png');

    const blocks = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const nodes = blocks.flatMap((block) => block['@graph'] ?? [block]) as { '@type': string; name?: string; url?: string }[];
    expect(nodes.filter((node) => node['@type'] === 'Organization')).toEqual([
      expect.objectContaining({ name: 'Gentle Bowl', url: E2E_BASE_URL }),
    ]);
    expect(nodes.filter((node) => node['@type'] === 'WebSite')).toEqual([
      expect.objectContaining({ name: 'Gentle Bowl', url: E2E_BASE_URL }),
    ]);
  });

  test('shows the first three posts of GET /api/blog-posts and links to the blog', async ({ page, request }) => {
    const response = await request.get('/api/blog-posts');
    expect(response.ok()).toBe(true);
    const latest = ((await response.json()) as BlogPostListItem[]).slice(0, 3);
    expect(latest).toHaveLength(3);

    await openHome(page);
    const section = page.getByRole('region', { name: 'Latest Articles' });
    const cards = section.getByRole('article');

    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(latest.map((post) => post.title));
    for (const [index, post] of latest.entries()) {
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await expect(section.getByTestId('blog-post-card-skeleton')).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  });

  test('shows the three example stories, each marked "Example story", rated 5, 5 and 4.5, and a failed dog photo falls back once', async ({ page }) => {
    await page.route('**/api/media/testimonials/dog-atlas-german-shepherd.svg', (route) => route.fulfill({ status: 404 }));
    await openHome(page);

    const section = page.getByRole('region', { name: 'What Dog Owners Are Saying' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('these examples show what a story can look like: they are not real owners')).toBeVisible();
    await expect(section.getByRole('figure')).toHaveCount(3);
    await expect(section.locator('figcaption cite')).toHaveText([/^Megan R\.\s*Example story$/, /^Daniel K\.\s*Example story$/, /^Aisha B\.\s*Example story$/]);
    await expect(section.getByRole('img', { name: /^Rated / })).toHaveText(['5.0', '5.0', '4.5']);
    await expect(section.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();

    const atlas = section.getByRole('img', { name: 'Atlas, a German Shepherd' });
    await expect(atlas).toHaveAttribute('src', '/api/media/testimonials/dog-fallback-german-shepherd.svg');
    await expect(atlas.locator('xpath=..')).toHaveAttribute('data-state', 'loaded');
    await expect(section.getByRole('img', { name: 'Pepper, a Beagle' })).toHaveAttribute(
      'src',
      '/api/media/testimonials/dog-pepper-beagle.svg',
    );
  });

  test('asks for a story under the stories, and keeps what was typed when consent is missing', async ({ page }) => {
    await openHome(page);
    const form = page.getByRole('region', { name: 'What Dog Owners Are Saying' }).getByRole('form', { name: 'Share Your Story' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Juniper');
    await form.getByRole('textbox', { name: 'Town' }).fill('Asheville');
    await form.getByRole('textbox', { name: 'Your story' }).fill('The transition plan kept her settled.');
    await form.getByRole('button', { name: 'Send My Story' }).click();

    const consent = form.getByRole('checkbox', { name: /I agree that my story may be published/ });
    await expect(consent).toHaveAccessibleDescription('Please tick the box to let us publish your story');
    await expect(consent).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Your story' })).toHaveValue('The transition plan kept her settled.');
  });
});

test.describe('the newsletter signup', () => {
  test('is where /#newsletter, the newsletter link pages’ link, lands', async ({ page }) => {
    await page.goto('/#newsletter');
    await waitForContentPage(page);

    await expect(newsletter(page)).toBeInViewport();
    await expect(emailBox(page)).toHaveValue('');
  });

  test('checks the address only from the first submit on, then on every change', async ({ page }) => {
    await openHome(page);

    await emailBox(page).fill('not-an-address');
    await emailBox(page).blur();
    await expect(newsletter(page).getByText('Please enter a valid email address')).toHaveCount(0);

    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter(page).getByText('Please enter a valid email address')).toBeVisible();

    await emailBox(page).fill('owner@example.com');
    await expect(newsletter(page).getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test('subscribes a new address, and the same address again is still a success', async ({ page }) => {
    const email = uniqueAddress();
    await openHome(page);

    await subscribe(page, email);

    await expect(newsletter(page).getByText(NEWSLETTER_THANK_YOU)).toBeVisible();
    await expect(emailBox(page)).toHaveCount(0);
    const toast = notifications(page).getByRole('status');
    await expect(toast).toContainText('Subscription successful!');
    await expect(toast).toContainText('Thank you for subscribing to our newsletter. Check your inbox to confirm.');

    await openHome(page);
    await subscribe(page, email);

    await expect(newsletter(page).getByText(NEWSLETTER_THANK_YOU)).toBeVisible();
    await expect(notifications(page).getByRole('status')).toContainText('Subscription successful!');
  });

  test('keeps the address and shows the failure toast when the API is stopped', async ({ page }) => {
    // A shell of its own whose API address has nothing listening: the proxy answers as it does when
    // the service is down.
    const shell = await startShell(SHELL_WITHOUT_API_PORT, {}, { apiPort: STOPPED_API_PORT });
    try {
      const email = uniqueAddress();
      await page.goto(`http://localhost:${SHELL_WITHOUT_API_PORT}/`);
      await newsletter(page).waitFor();

      await subscribe(page, email);

      const toast = notifications(page).getByRole('alert');
      await expect(toast).toContainText('Subscription failed');
      await expect(toast).toContainText(UNAVAILABLE_MESSAGE);
      await expect(emailBox(page)).toHaveValue(email);
      await expect(newsletter(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await expect(newsletter(page).getByText(NEWSLETTER_THANK_YOU)).toHaveCount(0);
    } finally {
      await shell.stop();
    }
  });
});

test('/faq, the first site\'s FAQ address, moves permanently to /sensitive-stomach-faq', async ({ page }) => {
  const response = await page.request.get('/faq', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/sensitive-stomach-faq$/);

  await page.goto('/faq');
  expect(page.url()).toMatch(/\/sensitive-stomach-faq$/);
});
