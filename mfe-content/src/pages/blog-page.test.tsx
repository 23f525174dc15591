import type { BlogPostSummary } from '@gentlebowl/contracts';
import { errorReply, type FakeResponse, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@gentlebowl/router';
import BlogPageModule from '../app/exposed/blog-page';
import { blogPostSummary } from '../testing/blog-post-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';

const posts: BlogPostSummary[] = [
  blogPostSummary({
    id: 1,
    slug: 'best-dog-food-for-diarrhea',
    title: 'Best Dog Food for Diarrhea',
    category: 'Health',
    tags: ['Sensitive Stomach', 'Digestive Health'],
  }),
  blogPostSummary({
    id: 2,
    slug: 'hypoallergenic-dog-food',
    title: 'Hypoallergenic Dog Food: What It Is',
    category: 'Nutrition',
    tags: ['Food Allergies', 'Limited Ingredient'],
  }),
  blogPostSummary({
    id: 3,
    slug: 'probiotics-for-dogs',
    title: 'Probiotics for Dogs',
    category: 'Health',
    tags: ['digestive health', 'Probiotics'],
  }),
];

let api: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  api = installFetchMock();
});

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Address query">{search}</output>;
}

function renderPage(route = '/blog') {
  return renderWithShellProviders(
    <>
      <BlogPageModule />
      <LocationProbe />
    </>,
    { route, path: '/blog' },
  );
}

async function renderLoaded(route = '/blog') {
  api.fetchMock.mockResolvedValue(jsonReply(posts));
  const view = renderPage(route);
  await screen.findByText(/^Showing/);
  return view;
}

const topicLink = (topic: string) => screen.getByRole('link', { name: new RegExp(`^${topic} \\d`) });
/** Whether the topic's link marks it as the active filter. */
const active = (topic: string) => topicLink(topic).getAttribute('aria-current') === 'true';
const shownTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const postTitles = ['Best Dog Food for Diarrhea', 'Hypoallergenic Dog Food: What It Is', 'Probiotics for Dogs'];
const query = () => screen.getByRole('status', { name: 'Address query' }).textContent;

describe('the /blog page', () => {
  it('shows the heading and six placeholder cards while the posts load', async () => {
    let answer: (reply: FakeResponse) => void = () => {};
    api.fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Helpful Guides for Pet Parents with Dogs with Sensitive Stomachs' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('blog-post-card-skeleton')).toHaveLength(6);
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();
    expect(api.sent()).toEqual([{ url: '/api/blog-posts', method: 'GET', body: undefined }]);

    answer(jsonReply(posts));
    expect(await screen.findByRole('link', { name: 'Probiotics for Dogs' })).toHaveAttribute('href', '/blog/probiotics-for-dogs');
    expect(screen.queryByTestId('blog-post-card-skeleton')).not.toBeInTheDocument();
  });

  it('lists every post and shows how many posts each topic matches', async () => {
    await renderLoaded();

    expect(shownTitles()).toEqual([...postTitles, 'Put the guides into practice', 'Get new guides by email']);
    expect(screen.getByText('Showing all 3 articles.')).toBeInTheDocument();
    const counts = ['Sensitive Stomach', 'Hypoallergenic Food', 'Limited Ingredient', 'Digestive Health', 'Food Allergies'].map(
      (topic) => [topic, topicLink(topic).textContent, String(active(topic))],
    );
    // A title reading "Hypoallergenic Dog Food" does not contain "Hypoallergenic Food".
    expect(counts).toEqual([
      ['Sensitive Stomach', 'Sensitive Stomach 1 post', 'false'],
      ['Hypoallergenic Food', 'Hypoallergenic Food 0 posts', 'false'],
      ['Limited Ingredient', 'Limited Ingredient 1 post', 'false'],
      ['Digestive Health', 'Digestive Health 2 posts', 'false'],
      ['Food Allergies', 'Food Allergies 1 post', 'false'],
    ]);
    expect(screen.queryByRole('link', { name: 'Clear Filter' })).not.toBeInTheDocument();
  });

  it('filters by the chosen topic, puts it in the address, and clears it when chosen again', async () => {
    const { user } = await renderLoaded();
    // Links, which work before the scripts arrive: the active topic's leads back to the whole list.
    expect(topicLink('Digestive Health')).toHaveAttribute('href', '/blog?topic=Digestive+Health');

    await user.click(topicLink('Digestive Health'));
    expect(active('Digestive Health')).toBe(true);
    expect(shownTitles().slice(0, 2)).toEqual(['Best Dog Food for Diarrhea', 'Probiotics for Dogs']);
    expect(screen.queryByRole('heading', { name: 'Hypoallergenic Dog Food: What It Is' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3 articles about Digestive Health.')).toBeInTheDocument();
    expect(query()).toBe('?topic=Digestive+Health');
    expect(topicLink('Digestive Health')).toHaveAttribute('href', '/blog');

    await user.click(topicLink('Food Allergies'));
    expect(active('Food Allergies')).toBe(true);
    expect(active('Digestive Health')).toBe(false);
    expect(query()).toBe('?topic=Food+Allergies');

    await user.click(topicLink('Food Allergies'));
    expect(active('Food Allergies')).toBe(false);
    expect(shownTitles().slice(0, 3)).toEqual(postTitles);
    expect(query()).toBe('');
    expect(screen.queryByRole('link', { name: 'Clear Filter' })).not.toBeInTheDocument();
  });

  it('clears the filter with the Clear Filter link and keeps the keyboard focus on the topics', async () => {
    const { user } = await renderLoaded();

    await user.click(topicLink('Sensitive Stomach'));
    expect(shownTitles().slice(0, 1)).toEqual(['Best Dog Food for Diarrhea']);
    await user.click(screen.getByRole('link', { name: 'Clear Filter' }));

    expect(shownTitles().slice(0, 3)).toEqual(postTitles);
    expect(active('Sensitive Stomach')).toBe(false);
    expect(topicLink('Sensitive Stomach')).toHaveFocus();
    expect(query()).toBe('');
  });

  it('says when no post matches the topic and links back to all posts', async () => {
    const { user } = await renderLoaded();

    await user.click(topicLink('Hypoallergenic Food'));
    expect(screen.getByText('No posts found matching "Hypoallergenic Food".')).toBeInTheDocument();
    const viewAll = screen.getByRole('link', { name: 'View all posts' });
    expect(viewAll).toHaveAttribute('href', '/blog');

    await user.click(viewAll);
    expect(shownTitles().slice(0, 3)).toEqual(postTitles);
    expect(query()).toBe('');
  });

  it('says when there are no posts at all', async () => {
    api.fetchMock.mockResolvedValue(jsonReply([]));
    renderPage();
    expect(await screen.findByText('No blog posts found. Check back soon for new content!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all posts' })).not.toBeInTheDocument();
  });

  it('opens a shared filtered address with the topic applied, keeping /blog as the canonical', async () => {
    await renderLoaded('/blog?topic=Food+Allergies');

    expect(active('Food Allergies')).toBe(true);
    expect(shownTitles().slice(0, 1)).toEqual(['Hypoallergenic Dog Food: What It Is']);
    expect(screen.getByRole('link', { name: 'Clear Filter' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Blog: Guides for Dogs with Sensitive Stomachs | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/blog');
  });

  it('ignores a topic it does not know', async () => {
    await renderLoaded('/blog?topic=Cats');

    expect(shownTitles().slice(0, 3)).toEqual(postTitles);
    expect(screen.queryByRole('link', { current: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear Filter' })).not.toBeInTheDocument();
  });

  it('explains a failed load and loads again on request', async () => {
    api.fetchMock.mockResolvedValueOnce(errorReply(503, 'Service Unavailable')).mockResolvedValueOnce(jsonReply(posts));
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The articles could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('link', { name: 'Best Dog Food for Diarrhea' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('links to the tools, and its newsletter box signs the address up', async () => {
    const { user } = await renderLoaded();

    expect(screen.getByRole('link', { name: /Food Selector$/ })).toHaveAttribute('href', '/food-selector');
    expect(screen.getByRole('link', { name: /Feeding Calculator$/ })).toHaveAttribute('href', '/tools#feeding-calculator');
    const box = within(screen.getByRole('region', { name: 'Get new guides by email' }));
    // Without scripts the form posts to this page's action.
    expect(box.getByRole('form', { name: 'Get new guides by email' })).toHaveAttribute('action', '/blog#newsletter');

    api.fetchMock.mockResolvedValue(jsonReply({ message: 'Thank you for subscribing to our newsletter. Check your inbox to confirm.' }));
    await user.type(box.getByRole('textbox', { name: 'Email address' }), 'owner@example.com');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    expect(await box.findByText(/^Thank you for subscribing!/)).toBeInTheDocument();
    expect(api.sent().at(-1)).toEqual({ url: '/api/newsletter-subscribe', method: 'POST', body: { email: 'owner@example.com' } });
  });
});
