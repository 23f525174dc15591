import { createAppStore, createHeadCollector, HeadCollectorProvider, type RemotePageModule } from '@gentlebowl/platform';
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { contentRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { contentApi } from '../shared/content-api';
import { blogPost } from '../testing/blog-post-fixtures';

const origin = 'https://www.gentlebowl.com';
const post = blogPost();

/** What a crawler that runs no script gets: the server-rendered page and the head it is given. */
async function serverRender(route: (typeof contentRoutes)[number]) {
  const { default: Page }: RemotePageModule = await import(`../app/exposed/${route.module.slice(2)}`);
  const store = createAppStore();
  await store.dispatch(contentApi.util.upsertQueryData('contentBlogPost', post.slug, post));
  const collector = createHeadCollector();
  const address = route.path.replace(':slug', post.slug);
  const html = renderInShellStackToString(
    <HeadCollectorProvider collector={collector}>
      <Page />
    </HeadCollectorProvider>,
    { theme: appTheme, store, route: address, path: route.path, config: { siteOrigin: origin } },
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  return { address, page, html, jsonLd: collector.jsonLd as Array<{ '@type'?: string; '@graph'?: unknown }> };
}

const listed = contentRoutes.filter((route) => !('unlisted' in route));
const unlisted = contentRoutes.filter((route) => 'unlisted' in route);

describe.each(listed.map((route) => [route.path, route] as const))('the server-rendered head of %s', (_, route) => {
  it('carries a title, a description, the canonical address and structured data, with the page under its h1', async () => {
    const { address, page, html, jsonLd } = await serverRender(route);

    expect(page.querySelector('title')?.textContent).toMatch(/^\S.* \| Gentle Bowl$/);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\S{2,}/);
    expect(page.querySelector('link[rel="canonical"]')).toHaveAttribute('href', address === '/' ? origin : `${origin}${address}`);
    expect(page.querySelector('meta[name="robots"]')).toBeNull();
    expect(page.querySelectorAll('h1')).toHaveLength(1);

    expect(html).not.toContain('application/ld+json');
    const types = jsonLd.map((block) => block['@type'] ?? '@graph');
    expect(types).toContain('parent' in route ? 'BreadcrumbList' : '@graph');
  });
});

describe.each(unlisted.map((route) => [route.path, route] as const))('the server-rendered head of %s, which mail links reach', (_, route) => {
  it('carries a title and a description, and asks search engines not to index it', async () => {
    const { page } = await serverRender(route);

    expect(page.querySelector('title')?.textContent).toMatch(/^\S.* \| Gentle Bowl$/);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\S{2,}/);
    expect(page.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(page.querySelector('link[rel="canonical"]')).toBeNull();
    expect(page.querySelectorAll('h1')).toHaveLength(1);
  });
});

describe('the server-rendered head of a blog post', () => {
  it("is the post's own: its title, description and BlogPosting data", async () => {
    const { page, jsonLd } = await serverRender(contentRoutes.find((route) => route.id === 'blog-post')!);

    expect(page.querySelector('title')).toHaveTextContent(`${post.title} | Gentle Bowl`);
    expect(page.querySelector('meta[name="description"]')).toHaveAttribute('content', post.metaDescription);
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: post.title }));
  });
});
