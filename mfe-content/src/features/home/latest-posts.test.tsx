import { errorReply, type FakeResponse, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, within } from '@testing-library/react';
import { blogPostSummary } from '../../testing/blog-post-fixtures';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { LatestPosts } from './latest-posts';

let api: ReturnType<typeof installFetchMock>;

const posts = [
  blogPostSummary({ id: 4, slug: 'newest', title: 'Newest Post' }),
  blogPostSummary({ id: 3, slug: 'second', title: 'Second Post' }),
  blogPostSummary({ id: 2, slug: 'third', title: 'Third Post' }),
  blogPostSummary({ id: 1, slug: 'oldest', title: 'Oldest Post' }),
];

beforeEach(() => {
  api = installFetchMock();
});

const section = () => screen.getByRole('region', { name: 'Latest Articles' });

describe('LatestPosts', () => {
  it('holds the place of three cards while the posts load', () => {
    api.fetchMock.mockImplementation(() => new Promise<FakeResponse>(() => {}));
    renderWithShellProviders(<LatestPosts />);

    expect(within(section()).getAllByTestId('blog-post-card-skeleton')).toHaveLength(3);
    expect(within(section()).getByText('Loading the latest articles')).toBeInTheDocument();
    expect(within(section()).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the first three posts of the list, in its order, and links to the blog', async () => {
    api.fetchMock.mockResolvedValue(jsonReply(posts));
    renderWithShellProviders(<LatestPosts />);

    const cards = await within(section()).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Newest Post',
      'Second Post',
      'Third Post',
    ]);
    expect(within(section()).queryByTestId('blog-post-card-skeleton')).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
    expect(api.sent()).toEqual([{ url: '/api/blog-posts', method: 'GET', body: undefined }]);
  });

  it('says so when the posts cannot be loaded, and still offers the blog', async () => {
    api.fetchMock.mockResolvedValue(errorReply(503, 'Service Unavailable'));
    renderWithShellProviders(<LatestPosts />);

    expect(await within(section()).findByText('The latest articles could not be loaded.')).toBeInTheDocument();
    expect(within(section()).queryByTestId('blog-post-card-skeleton')).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  });
});
