import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Button, buttonStyles, Notice, VisuallyHidden } from '@gentlebowl/ui';
import type { ReactNode } from 'react';
import { Link } from '@gentlebowl/router';
import { BlogPostCard, BlogPostCardSkeleton } from '../../shared/blog-post-card';
import { useContentBlogPostsQuery } from '../../shared/content-api';
import { ContentSection } from '../../shared/content-section';
import { ThreeUpGrid } from '../../shared/three-up-grid';

/** Spec "About": three blog articles, the first three of the list (newest first). */
const ARTICLE_COUNT = 3;

const ViewAll = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'outline' }), { alignSelf: 'flex-start' });

const Retry = styled.p(({ theme }) => ({ marginTop: theme.space(3) }));

export function AboutArticlesSection() {
  const { data: posts, isError, refetch } = useContentBlogPostsQuery();

  let content: ReactNode;
  if (posts && posts.length > 0) {
    content = (
      <ThreeUpGrid>
        {posts.slice(0, ARTICLE_COUNT).map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ThreeUpGrid>
    );
  } else if (posts) {
    content = <p>No articles yet. New guides appear on the blog as they are published.</p>;
  } else if (isError) {
    content = (
      <Notice variant="danger" title="The articles could not be loaded.">
        <p>Please try again in a moment, or browse every article on the blog.</p>
        <Retry>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Try Again
          </Button>
        </Retry>
      </Notice>
    );
  } else {
    content = (
      <ThreeUpGrid aria-busy="true">
        {Array.from({ length: ARTICLE_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are interchangeable and never reorder
          <li key={index}>
            {index === 0 ? <VisuallyHidden>Loading articles…</VisuallyHidden> : null}
            <BlogPostCardSkeleton />
          </li>
        ))}
      </ThreeUpGrid>
    );
  }

  return (
    <ContentSection title="From Our Blog" lead="Three of our latest guides, a good place to start.">
      {content}
      <ViewAll to={routeHref('blog')}>View All Articles</ViewAll>
    </ContentSection>
  );
}
