import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/e2e-ports';
import { expectShareCard, shareCardPath } from '../support/share-image';
import { breadcrumbLabels, waitForContentPage, withConsentDecided, withThemeChosen } from '../support/site';
import { expect, test } from '../support/test';
import { escapeRegExp } from '../support/text';

// The blog list (/blog) and post pages (/blog/{slug}) of the content remote, against the posts the
// real API serves.

interface PostRecord {
  slug: string;
  title: string;
  category: string;
  tags: string[];
  readTime: number;
  publishedAt: string;
  metaDescription: string;
  imageUrl: string;
}

const TOPICS = ['Sensitive Stomach', 'Hypoallergenic Food', 'Limited Ingredient', 'Digestive Health', 'Food Allergies'];

/** The spec's rule (section 4): a tag, the category or the title contains the topic, ignoring case. */
function matches(post: PostRecord, topic: string): boolean {
  const needle = topic.toLowerCase();
  return [post.title, post.category, ...post.tags].some((text) => text.toLowerCase().includes(needle));
}

async function publishedPosts(request: APIRequestContext): Promise<PostRecord[]> {
  const response = await request.get('/api/blog-posts');
  expect(response.ok()).toBe(true);
  const posts = (await response.json()) as PostRecord[];
  expect(posts.length).toBeGreaterThan(0);
  return posts;
}


// Topic filters are links to the filtered list (they work before the scripts arrive); the active
// topic's is marked aria-current and leads back to the whole list.
const topicLink = (page: Page, topic: string) => page.getByRole('link', { name: new RegExp(`^${escapeRegExp(topic)}\\s+\\d+\\s+posts?$`) });
const activeTopics = (page: Page) => page.getByRole('main').locator('a[aria-current="true"]');
const cards = (page: Page) => page.locator('[data-remote="mfe-content"]').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });

async function openBlog(page: Page, path = '/blog'): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForContentPage(page);
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toBeVisible();
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('the blog list', () => {
  test('lists every post and shows how many posts each topic matches', async ({ page, request }) => {
    const posts = await publishedPosts(request);
    await openBlog(page);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Helpful Guides for Pet Parents with Dogs with Sensitive Stomachs' }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/blog`);
    await expect(cardTitles(page)).toHaveText(posts.map((post) => post.title));
    for (const topic of TOPICS) {
      const count = posts.filter((post) => matches(post, topic)).length;
      await expect(topicLink(page, topic), topic).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(topic)}\\s+${count}\\s+${count === 1 ? 'post' : 'posts'}$`),
      );
      await expect(topicLink(page, topic)).not.toHaveAttribute('aria-current');
    }
    await expect(page.getByRole('link', { name: 'Clear Filter' })).toHaveCount(0);

    // Each card reads its post's time and leads to it.
    const first = posts[0] as PostRecord;
    await expect(cards(page).first()).toContainText(`${first.readTime} min read`);
    await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', `/blog/${first.slug}`);
  });

  test('filters by a topic, puts it in the address, and toggles or clears it off', async ({ page, request }) => {
    const posts = await publishedPosts(request);
    // The topic that narrows the list most while still showing something, so the filter is visible.
    const [topic, expected] = TOPICS.map((name) => [name, posts.filter((post) => matches(post, name))] as const)
      .filter(([, shown]) => shown.length > 0)
      .sort((a, b) => a[1].length - b[1].length)[0] as readonly [string, PostRecord[]];
    await openBlog(page);

    await topicLink(page, topic).click();
    await expect(topicLink(page, topic)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(`/blog?topic=${encodeURIComponent(topic).replace(/%20/g, '+')}`);
    await expect(cardTitles(page)).toHaveText(expected.map((post) => post.title));
    await expect(page.getByText(`Showing ${expected.length} of ${posts.length} articles about ${topic}.`)).toBeVisible();

    // Pressing the active topic again turns it off.
    await topicLink(page, topic).click();
    await expect(topicLink(page, topic)).not.toHaveAttribute('aria-current');
    await expect(page).toHaveURL('/blog');
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(page.getByRole('link', { name: 'Clear Filter' })).toHaveCount(0);

    // Clear Filter turns it off as well.
    await topicLink(page, topic).click();
    await expect(cards(page)).toHaveCount(expected.length);
    await page.getByRole('link', { name: 'Clear Filter' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(activeTopics(page)).toHaveCount(0);
  });

  test('a shared filtered address opens with the filter applied and /blog as its canonical', async ({ page, request }) => {
    const posts = await publishedPosts(request);
    for (const topic of ['Digestive Health', 'Food Allergies']) {
      const expected = posts.filter((post) => matches(post, topic));
      await openBlog(page, `/blog?topic=${encodeURIComponent(topic).replace(/%20/g, '+')}`);

      await expect(topicLink(page, topic)).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('link', { name: 'Clear Filter' })).toBeVisible();
      if (expected.length === 0) {
        await expect(page.getByText(`No posts found matching "${topic}".`)).toBeVisible();
      } else {
        await expect(cardTitles(page)).toHaveText(expected.map((post) => post.title));
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/blog`);
    }
  });

  test('an unknown topic in the address is ignored', async ({ page, request }) => {
    const posts = await publishedPosts(request);
    await openBlog(page, '/blog?topic=Cats');
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(activeTopics(page)).toHaveCount(0);
  });

  test('links to the tools, and has a newsletter box with an email input and a Subscribe button', async ({ page }) => {
    await openBlog(page);
    const main = page.locator('[data-remote="mfe-content"]');
    await expect(main.getByRole('link', { name: /Food Selector$/ })).toHaveAttribute('href', '/food-selector');
    await expect(main.getByRole('link', { name: /Feeding Calculator$/ })).toHaveAttribute('href', '/tools#feeding-calculator');
    const box = main.getByRole('region', { name: 'Get new guides by email' });
    await expect(box.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('a card click opens the post', async ({ page, request }) => {
    const first = (await publishedPosts(request))[0] as PostRecord;
    await openBlog(page);
    // The middle of the card, not only its title, leads to the post.
    await cards(page).first().click();
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });
});

test.describe('a blog post', () => {
  test('shows the post with breadcrumbs, metadata, structured data and related links that all resolve', async ({
    page,
    request,
  }) => {
    const post = (await publishedPosts(request))[0] as PostRecord;
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await waitForContentPage(page);

    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} | Gentle Bowl`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/blog/${post.slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.metaDescription);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expectShareCard(page, request, shareCardPath(post.imageUrl));

    await expect(breadcrumbLabels(page)).toHaveText(['Home', 'Blog', post.title]);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

    const article = page.getByRole('article');
    await expect(article.getByText(`${post.readTime} min read`)).toBeVisible();
    const published = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${post.publishedAt}T00:00:00Z`),
    );
    await expect(article.locator('time')).toHaveText(published);
    await expect(article.locator('time')).toHaveAttribute('datetime', post.publishedAt);
    await expect(article.getByRole('note')).toContainText('Not veterinary advice');

    const blocks = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const types = blocks.map((block) => block['@type']);
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    expect(blocks.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
      mainEntityOfPage: { '@id': `${E2E_BASE_URL}/blog/${post.slug}` },
    });

    const resources = page.getByRole('region', { name: 'Related Resources' }).getByRole('link');
    await expect(resources).toHaveCount(2);
    const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('link');
    await expect(related).toHaveCount(4);
    const hrefs = [
      ...(await resources.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
      ...(await related.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
      (await page.getByRole('link', { name: 'View all blog posts' }).getAttribute('href')) ?? '',
    ];
    expect(hrefs).not.toContain(`/blog/${post.slug}`);
    for (const href of hrefs) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('an unknown slug answers 404 and shows the not-found view inside the site frame', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    await waitForContentPage(page);

    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the blog list and a post have no serious or critical axe violations (${theme} theme)`, async ({ page, request }) => {
    // Three whole-page axe scans, each as long as one test of accessibility.spec.ts on a busy machine.
    test.slow();
    await withThemeChosen(page, theme);
    const post = (await publishedPosts(request))[0] as PostRecord;

    await openBlog(page);
    await expectNoSeriousAxeViolations(page);
    await topicLink(page, 'Digestive Health').click();
    await expect(topicLink(page, 'Digestive Health')).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
