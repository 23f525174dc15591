import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import { BlogPostCard, BlogPostCardSkeleton } from '../../shared/blog-post-card';
import { useContentBlogPostsQuery } from '../../shared/content-api';
import { ContentSection } from '../../shared/content-section';
import { ThreeUpGrid } from '../../shared/three-up-grid';
import { RELATED_GUIDE_POSTS_LIMIT, relatedGuidePosts } from './related-guide-posts';

const Message = styled.p({ margin: 0 });

const skeletonKeys = Array.from({ length: RELATED_GUIDE_POSTS_LIMIT }, (_, index) => `related-skeleton-${index}`);

/** Guide section 10: up to three posts tagged with sensitive, digestive or stomach topics. */
export function RelatedArticlesSection() {
  const { data: posts, isLoading, isError } = useContentBlogPostsQuery();
  const related = relatedGuidePosts(posts ?? []);
  const blogLink = <Link to={routeHref('blog')}>browse all articles on the blog</Link>;

  return (
    <ContentSection title="Related Articles">
      {isLoading ? (
        <ThreeUpGrid aria-busy="true" aria-label="Loading related articles">
          {skeletonKeys.map((key) => (
            <li key={key}>
              <BlogPostCardSkeleton />
            </li>
          ))}
        </ThreeUpGrid>
      ) : null}
      {!isLoading && related.length > 0 ? (
        <ThreeUpGrid>
          {related.map((post) => (
            <li key={post.slug}>
              <BlogPostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ThreeUpGrid>
      ) : null}
      {!isLoading && related.length === 0 ? (
        <Message>
          {isError ? 'Related articles could not be loaded just now.' : 'No related articles yet.'} You can {blogLink}.
        </Message>
      ) : null}
    </ContentSection>
  );
}
