import styled from '@emotion/styled';
import type { BlogPostSummary } from '@gentlebowl/contracts';
import { BlogPostCard, BlogPostCardSkeleton } from '../../shared/blog-post-card';
import { evenRows } from '../../shared/even-rows';

/** Spec section 9: six skeleton cards while the posts load. */
export const SKELETON_CARD_COUNT = 6;

/** Cards of 18rem or more, up to three a row (the page's column holds no more), and none alone on
 * its row: the topics' counts and the posts editors add make any number. */
const Grid = styled.ul(({ theme }) => evenRows(theme, { minCardWidthRem: 18, gap: 6, maxColumns: 3 }));

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
