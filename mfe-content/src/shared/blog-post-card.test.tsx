import type { BlogPostSummary } from '@gentlebowl/contracts';
import { screen, within } from '@testing-library/react';
import { blogPostSummary } from '../testing/blog-post-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import { BlogPostCard, BlogPostCardSkeleton } from './blog-post-card';

function renderCard(post: BlogPostSummary, headingLevel?: 'h2' | 'h3') {
  return renderWithShellProviders(
<BlogPostCard post={post} headingLevel={headingLevel} />
  );
}

describe('BlogPostCard', () => {
  it('shows the category, title, excerpt, call to action and read time', () => {
    renderCard(blogPostSummary({ readTime: 7, category: 'Health' }));
    const card = screen.getByRole('article');

    expect(within(card).getByText('Health')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Best Dog Food for Diarrhea: What to Feed, What to Avoid and When to Call the Vet',
    );
    expect(within(card).getByText(/^Loose stools call for gentle/)).toBeInTheDocument();
    expect(within(card).getByText('Read Article')).toBeInTheDocument();
    expect(within(card).getByText('7 min read')).toBeInTheDocument();
  });

  it('leads to the post through a single link named by the title', () => {
    renderCard(blogPostSummary({ slug: 'hypoallergenic-dog-food', title: 'Hypoallergenic Dog Food' }));
    const links = within(screen.getByRole('article')).getAllByRole('link');

    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Hypoallergenic Dog Food');
    expect(links[0]).toHaveAttribute('href', '/blog/hypoallergenic-dog-food');
  });

  it('follows the link to the post when the card is clicked', async () => {
    const { user } = renderWithShellProviders(<BlogPostCard post={blogPostSummary()} />, {
      route: '/blog',
      path: '/blog',
    });
    await user.click(screen.getByRole('link'));
    expect(screen.getByText('Left the page')).toBeInTheDocument();
  });

  it('takes the heading level the page outline needs', () => {
    renderCard(blogPostSummary(), 'h2');
    expect(within(screen.getByRole('article')).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('reserves the image space at the post image ratio before it loads', () => {
    renderCard(blogPostSummary());
    const image = within(screen.getByRole('article')).getByRole('presentation', { hidden: true });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
  });
});

describe('BlogPostCardSkeleton', () => {
  it('is hidden from assistive technology and offers no link', () => {
    renderWithShellProviders(<BlogPostCardSkeleton />);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
