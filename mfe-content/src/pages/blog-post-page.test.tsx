import { createAppStore } from '@gentlebowl/platform';
import { breadcrumbLabels, emptyReply, errorReply, type FakeResponse, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import BlogPostPageModule from '../app/exposed/blog-post-page';
import { loadBlogPost } from '../shared/content-api';
import { blogPost } from '../testing/blog-post-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';

let api: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  api = installFetchMock();
});

function renderPage(slug: string) {
  return renderWithShellProviders(<BlogPostPageModule />, { route: `/blog/${slug}`, path: '/blog/:slug' });
}

const title = 'Best Dog Food for Diarrhea: What to Feed, What to Avoid and When to Call the Vet';

async function renderLoaded(overrides: Parameters<typeof blogPost>[0] = {}) {
  api.fetchMock.mockResolvedValue(jsonReply(blogPost(overrides)));
  const view = renderPage(overrides.slug ?? 'best-dog-food-for-diarrhea');
  await screen.findByRole('heading', { level: 1, name: overrides.title ?? title });
  return view;
}

const jsonLdBlocks = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
    JSON.parse(script.textContent ?? '{}'),
  );

describe('the /blog/{slug} page', () => {
  it('shows a loading skeleton, asks for the post by its slug, then shows it', async () => {
    let answer: (reply: FakeResponse) => void = () => {};
    api.fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage('best-dog-food-for-diarrhea');

    expect(screen.getByRole('status')).toHaveTextContent('Loading article...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(api.sent()).toEqual([{ url: '/api/blog-posts/best-dog-food-for-diarrhea', method: 'GET', body: undefined }]);

    answer(jsonReply(blogPost()));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.queryByText('Loading article...')).not.toBeInTheDocument();
  });

  it('shows the not-found view, without a canonical, when the API does not know the slug', async () => {
    api.fetchMock.mockResolvedValue(errorReply(404, 'Not Found', '{"statusCode":404,"message":"Post not found"}'));
    renderPage('no-such-post');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('keeps the not-found view, not the loading skeleton, while it asks again for a post the server found missing', async () => {
    // The server's loader learned the slug is unknown, and the browser takes that answer over with the page.
    const store = createAppStore();
    api.fetchMock.mockResolvedValueOnce(errorReply(404, 'Not Found', '{"statusCode":404,"message":"Post not found"}'));
    await loadBlogPost({ params: { slug: 'no-such-post' }, searchParams: new URLSearchParams(), store });
    // RTK Query asks again for a failed query when the page subscribes; this time nothing answers.
    api.fetchMock.mockImplementation(() => new Promise(() => {}));

    renderWithShellProviders(<BlogPostPageModule />, { route: '/blog/no-such-post', path: '/blog/:slug', store });

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading article...')).not.toBeInTheDocument();
  });

  it('shows the not-found view when the request fails or answers nothing', async () => {
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { unmount } = renderPage('best-dog-food-for-diarrhea');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    unmount();

    api.fetchMock.mockResolvedValueOnce(emptyReply(204, 'No Content'));
    renderPage('hypoallergenic-dog-food');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the breadcrumbs, category, read time, publish date, body and tags', async () => {
    await renderLoaded();

    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumbLabels()).toEqual([
      'Home',
      'Blog',
      title,
    ]);
    expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(breadcrumb.getByText(title)).toHaveAttribute('aria-current', 'page');

    const article = within(screen.getByRole('article'));
    const header = within(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement);
    expect(header.getByText('Health')).toBeInTheDocument();
    expect(header.getByText('7 min read')).toBeInTheDocument();
    expect(header.getByText('October 8, 2024')).toHaveAttribute('datetime', '2024-10-08');
    expect(article.getByRole('heading', { level: 2, name: 'First, Rule Out an Emergency' })).toBeInTheDocument();
    expect(
      within(article.getByRole('region', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sensitive Stomach', 'Digestive Health', 'Diarrhea', 'Bland Diet']);
    // Tags that are blog topics lead to the list filtered by that topic.
    expect(article.getByRole('link', { name: 'Digestive Health' })).toHaveAttribute('href', '/blog?topic=Digestive+Health');
    expect(article.queryByRole('link', { name: 'Diarrhea' })).not.toBeInTheDocument();
    expect(article.getByRole('note')).toHaveTextContent('Not veterinary advice');
  });

  it('renders the body without scripts or event handlers even if the API sends them', async () => {
    await renderLoaded({
      content: '<p id="intro" onmouseover="window.hacked = true">Feed small meals.</p><script>window.hacked = true</script>',
    });

    const intro = screen.getByText('Feed small meals.');
    expect(intro).not.toHaveAttribute('onmouseover');
    expect(screen.getByRole('article').querySelector('script')).toBeNull();
  });

  it('follows a link inside the body through the router', async () => {
    const { user } = await renderLoaded({
      content: '<p>Read <a href="/blog/hypoallergenic-dog-food">our hypoallergenic guide</a>.</p>',
    });
    api.fetchMock.mockResolvedValue(jsonReply(blogPost({ slug: 'hypoallergenic-dog-food', title: 'Hypoallergenic Dog Food' })));

    await user.click(screen.getByRole('link', { name: 'our hypoallergenic guide' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hypoallergenic Dog Food' })).toBeInTheDocument();
    expect(api.sent().map((request) => request.url)).toContain('/api/blog-posts/hypoallergenic-dog-food');
  });

  it('links to the tools, four related articles of the same category first, and all posts', async () => {
    await renderLoaded();

    const resources = within(screen.getByRole('region', { name: 'Related Resources' }));
    expect(resources.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/food-selector', '/tools']);

    const related = within(screen.getByRole('region', { name: 'Related Articles' }));
    expect(related.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/blog/hypoallergenic-dog-food-guide',
      '/blog/when-to-see-a-vet-for-dog-digestive-problems',
      '/blog/best-dog-foods-for-sensitive-stomachs',
      '/blog/transitioning-to-new-dog-food-for-sensitive-stomachs',
    ]);
    expect(screen.getByRole('link', { name: 'View all blog posts' })).toHaveAttribute('href', '/blog');
  });

  it('sets the metadata from the post and emits BlogPosting and breadcrumb structured data', async () => {
    await renderLoaded();

    await waitFor(() => expect(document.title).toBe(`${title} | Gentle Bowl`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^What to feed a dog with diarrhea/,
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(
      /^best dog food for diarrhea/,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/blog/best-dog-food-for-diarrhea',
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // Share previews show no SVG: the post's picture is shared as its PNG card.
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/share/posts/best-dog-food-for-diarrhea.png',
    );

    const blocks = jsonLdBlocks();
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(blocks.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
      headline: title,
      datePublished: '2024-10-08',
      image: 'http://localhost/api/media/posts/best-dog-food-for-diarrhea.svg',
      author: { '@type': 'Organization', name: 'Gentle Bowl' },
      mainEntityOfPage: { '@id': 'http://localhost/blog/best-dog-food-for-diarrhea' },
    });
  });
});
