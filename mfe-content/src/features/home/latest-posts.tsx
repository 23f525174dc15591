import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { buttonStyles, Notice, VisuallyHidden } from '@gentlebowl/ui';
import type { ReactNode } from 'react';
import { Link } from '@gentlebowl/router';
import { BlogPostCard, BlogPostCardSkeleton } from '../../shared/blog-post-card';
import { useContentBlogPostsQuery } from '../../shared/content-api';
import { ThreeUpGrid } from '../../shared/three-up-grid';
import { HomeSection } from './home-section';

/** Spec section 9: the home page shows the 3 latest posts (the API lists the newest first). */
const LATEST_POST_COUNT = 3;

const ViewAll = styled(Link)(
  ({ theme }) => buttonStyles(theme, { variant: 'outline' }),
  { alignSelf: 'center' },
);

const Message = styled.p(({ theme }) => ({ margin: 0, textAlign: 'center', color: theme.colors.textMuted }));

function PostsLoading() {
  return (
    <ThreeUpGrid aria-busy="true">
      {Array.from({ length: LATEST_POST_COUNT }, (_, index) => (
        // Placeholders are interchangeable and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          {index === 0 ? <VisuallyHidden>Loading the latest articles</VisuallyHidden> : null}
          <BlogPostCardSkeleton />
        </li>
      ))}
    </ThreeUpGrid>
  );
}

/** Home section 6: the three newest posts, placeholders of the same size while they load. */
export function LatestPosts() {
  const { data: posts, isError } = useContentBlogPostsQuery();

  // Posts already shown stay shown if a later refetch fails.
  let content: ReactNode;
  if (posts && posts.length > 0) {
    content = (
      <ThreeUpGrid>
        {posts.slice(0, LATEST_POST_COUNT).map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ThreeUpGrid>
    );
  } else if (posts) {
    content = <Message>No blog posts found. Check back soon for new content!</Message>;
  } else if (isError) {
    content = (
      <Notice variant="danger" title="The latest articles could not be loaded.">
        <p>Please try again in a moment, or browse every article on the blog.</p>
      </Notice>
    );
  } else {
    content = <PostsLoading />;
  }

  return (
    <HomeSection
      title="Latest Articles"
      lead="New guides and explainers on feeding dogs with sensitive stomachs."
      footer={<ViewAll to={routeHref('blog')}>View All Articles</ViewAll>}
    >
      {content}
    </HomeSection>
  );
}
