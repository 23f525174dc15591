import { createAppStore } from '@gentlebowl/platform';
import { installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, within } from '@testing-library/react';
import { blogPostSummary } from '../testing/blog-post-fixtures';
import { exampleStories } from '../testing/owner-story-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import HomePage, { action } from './home-page';

let api: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  api = installFetchMock();
  api.fetchMock.mockImplementation(async (url) => jsonReply(url.endsWith('/api/owner-stories') ? exampleStories() : [blogPostSummary()]));
});

describe('HomePage', () => {
  it('shows its sections in the spec order, each a region named by its heading', async () => {
    const { container } = renderWithShellProviders(<HomePage />);
    await screen.findByRole('article');

    const page = container.querySelector<HTMLElement>('[data-remote="mfe-content"]');
    const regions = within(page as HTMLElement).getAllByRole('region');
    expect(regions.map((region) => within(region).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Dog Food for Sensitive Stomachs, Made Simpler',
      'Help for Sensitive Stomachs, Without the Guesswork',
      'Welcome to Gentle Bowl',
      'Not Sure Which Food to Try Next?',
      'Latest Articles',
      'Free Tools for Everyday Feeding',
      'What Dog Owners Are Saying',
      'Gentle Feeding Tips in Your Inbox',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dog Food for Sensitive Stomachs, Made Simpler');
  });

  it('leads to the food selector, the food catalogue, the articles, the guide, the FAQ page and the tools', async () => {
    renderWithShellProviders(<HomePage />);
    await screen.findByRole('article');
    const link = (name: string) => screen.getByRole('link', { name });

    expect(link('Try the Food Selector')).toHaveAttribute('href', '/food-selector');
    expect(link('Read Articles')).toHaveAttribute('href', '/blog');
    expect(link('Read the Sensitive Stomach Guide')).toHaveAttribute('href', '/sensitive-stomach-guide');
    expect(link('Sensitive Stomach FAQ')).toHaveAttribute('href', '/sensitive-stomach-faq');
    expect(link('Start the Food Selector')).toHaveAttribute('href', '/food-selector');
    expect(link('Browse all our dog foods')).toHaveAttribute('href', '/dog-foods');
    expect(link('Feeding Guide Calculator')).toHaveAttribute('href', '/tools?tab=transition-guide#feeding-guide');
    expect(link('Nutritional Calculator')).toHaveAttribute('href', '/tools#nutritional-calculator');
    expect(link('Food Selector Tool')).toHaveAttribute('href', '/food-selector');
  });

  it('puts the Organization and WebSite structured data in the document head once, with the configured brand', async () => {
    renderWithShellProviders(<HomePage />, {
      config: { brandName: 'Calm Tummy', siteOrigin: 'https://calm.example' },
    });
    await screen.findByRole('article');

    const scripts = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'), (script) =>
      JSON.parse(script.textContent ?? '{}'),
    );
    const types = scripts.flatMap((data) => (data['@graph'] ?? [data]).map((node: { '@type': string }) => node['@type']));
    expect(types.filter((type) => type === 'Organization')).toHaveLength(1);
    expect(types.filter((type) => type === 'WebSite')).toHaveLength(1);
    expect(JSON.stringify(scripts)).toContain('"name":"Calm Tummy","url":"https://calm.example"');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Calm Tummy' })).toBeInTheDocument();
  });

  it("sends each of its two forms posted without scripts to that form's action: a story, or the newsletter sign-up", async () => {
    api.fetchMock.mockImplementation(async () => jsonReply({ message: 'ok' }, 201));
    const store = createAppStore(undefined, { apiOrigin: 'http://api:3000', visitorAddress: '203.0.113.7' });
    const story = new URLSearchParams({ form: 'share-story', firstName: 'Juniper', town: 'Asheville', story: 'Settled now.', consent: 'yes' });

    await expect(action({ form: story, dispatch: store.dispatch })).resolves.toMatchObject({ outcome: 'sent', query: { 'story-sent': '1' } });
    await expect(action({ form: new URLSearchParams({ email: 'owner@example.com' }), dispatch: store.dispatch })).resolves.toMatchObject({
      outcome: 'sent',
      query: { subscribed: '1' },
    });
    expect(api.sent().map((request) => request.url)).toEqual(['http://api:3000/api/owner-stories', 'http://api:3000/api/newsletter-subscribe']);
  });

  it("shows the owners' stories and, under them, the invitation to share one", async () => {
    renderWithShellProviders(<HomePage />);
    const stories = screen.getByRole('region', { name: 'What Dog Owners Are Saying' });

    expect(await within(stories).findAllByRole('figure')).toHaveLength(3);
    expect(within(stories).getByRole('form', { name: 'Share Your Story' })).toBeInTheDocument();
  });
});
