import { NotFoundView, skipToken } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { useParams } from '@gentlebowl/router';
import { BlogPostArticle } from '../features/blog/blog-post-article';
import { BlogPostSkeleton } from '../features/blog/blog-post-skeleton';
import { ContentPage } from '../shared/content-page';
import { useContentBlogPostQuery } from '../shared/content-api';

/** /blog/{slug} (spec: Blog post): a skeleton while loading, then the post, or the not-found view
 * when the API answers an error or nothing. */
export default function BlogPostPage() {
  const { slug } = useParams();
  // currentData belongs to this slug only: the previous post is never shown under a new address.
  const { currentData, error, isFetching, isUninitialized } = useContentBlogPostQuery(slug || skipToken);

  // `error`, not `isError`: the not-found view stays while RTK Query asks again (see serverHandoffState).
  return (
    <ContentPage>
      {!slug || error !== undefined ? (
        <NotFoundView homeHref={routeHref('home')} />
      ) : currentData ? (
        <BlogPostArticle post={currentData} />
      ) : isFetching || isUninitialized ? (
        <BlogPostSkeleton />
      ) : (
        <NotFoundView homeHref={routeHref('home')} />
      )}
    </ContentPage>
  );
}

export { loadBlogPost as loader } from '../shared/content-api';
