import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import { BlogPostCard, BlogPostCardSkeleton } from '../../shared/blog-post-card';
import { useContentBlogPostsQuery } from '../../shared/content-api';
import { ContentSection } from '../../shared/content-section';
import { RELATED_GUIDE_POSTS_LIMIT, relatedGuidePosts } from './related-guide-posts';

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  // Up to three posts share the row's width rather than leaving a fourth column empty.
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: theme.space(6),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

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
        <Grid aria-busy="true" aria-label="Loading related articles">
          {skeletonKeys.map((key) => (
            <li key={key}>
              <BlogPostCardSkeleton />
            </li>
          ))}
        </Grid>
      ) : null}
      {!isLoading && related.length > 0 ? (
        <Grid>
          {related.map((post) => (
            <li key={post.slug}>
              <BlogPostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </Grid>
      ) : null}
      {!isLoading && related.length === 0 ? (
        <Message>
          {isError ? 'Related articles could not be loaded just now. ' : 'No related articles yet. '}
          You can {blogLink}.
        </Message>
      ) : null}
    </ContentSection>
  );
}
