import styled from '@emotion/styled';
import type { BlogPostSummary } from '@gentlebowl/contracts';
import { BlogPostCard, BlogPostCardSkeleton } from '../../shared/blog-post-card';

/** Spec section 9: six skeleton cards while the posts load. */
export const SKELETON_CARD_COUNT = 6;

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: theme.space(6),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** The blog list's cards, or their placeholders while `posts` is still loading (null). */
export function BlogPostGrid({ posts }: { posts: readonly BlogPostSummary[] | null }) {
  if (posts === null) {
    return (
      <Grid aria-hidden="true">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          // Placeholders are identical and never reorder, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <BlogPostCardSkeleton />
          </li>
        ))}
      </Grid>
    );
  }
  return (
    <Grid>
      {posts.map((post) => (
        <li key={post.slug}>
          <BlogPostCard post={post} headingLevel="h2" />
        </li>
      ))}
    </Grid>
  );
}
