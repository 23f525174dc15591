import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { useSearchParams } from '@gentlebowl/router';
import { BlogListEmptyState } from '../features/blog/blog-list-empty-state';
import { BlogListError } from '../features/blog/blog-list-error';
import { BlogNewsletterBox } from '../features/blog/blog-newsletter-box';
import { BlogPostGrid } from '../features/blog/blog-post-grid';
import { BlogToolLinks } from '../features/blog/blog-tool-links';
import { TopicFilterBar } from '../features/blog/topic-filter-bar';
import { type BlogTopic, parseTopic, postsForTopic, TOPIC_QUERY_PARAM, topicCounts } from '../features/blog/topic-filter';
import { ContentPage } from '../shared/content-page';
import { useContentBlogPostsQuery } from '../shared/content-api';

const Header = styled(PageHeader)(({ theme }) => ({ margin: `${theme.space(6)} 0 ${theme.space(8)}` }));

const Summary = styled.p(({ theme }) => ({
  margin: `${theme.space(4)} 0 ${theme.space(6)}`,
  minHeight: '1.5em',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const Extras = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: theme.space(6),
  marginTop: theme.space(12),
}));

function articles(count: number): string {
  return count === 1 ? '1 article' : `${count} articles`;
}

function summaryText(loaded: boolean, shown: number, total: number, topic: BlogTopic | null): string {
  if (!loaded) return 'Loading articles...';
  if (topic === null) return total === 0 ? '' : `Showing all ${articles(total)}.`;
  return `Showing ${shown} of ${articles(total)} about ${topic}.`;
}

/** /blog (spec: Blog list). The active topic lives in the address (?topic=Digestive+Health), so a
 * filtered list can be bookmarked and shared, and the server renders it; an unknown topic is
 * ignored. */
export default function BlogPage() {
  const [searchParams] = useSearchParams();
  const topic = parseTopic(searchParams.get(TOPIC_QUERY_PARAM));
  const { data: posts, isError, isFetching, refetch } = useContentBlogPostsQuery();

  const shown = posts ? postsForTopic(posts, topic) : null;
  const failed = !posts && isError && !isFetching;

  return (
    <ContentPage>
      <PageMeta
        title="Blog: Guides for Dogs with Sensitive Stomachs"
        description="Practical guides for owners of dogs with sensitive stomachs: choosing hypoallergenic and limited ingredient food, food allergies, digestive health and safe food transitions."
        keywords="sensitive stomach dog food, hypoallergenic dog food, limited ingredient dog food, dog food allergies, dog digestive health"
        canonical={routeHref('blog')}
      />
      <Breadcrumbs items={breadcrumbTrail('blog')} />
      <Header>
        <PageTitle>Helpful Guides for Pet Parents with Dogs with Sensitive Stomachs</PageTitle>
        <PageLead>
          Practical articles on choosing food, spotting allergies and keeping a delicate gut settled. Pick a
          topic to narrow the list.
        </PageLead>
      </Header>
      <TopicFilterBar active={topic} counts={posts ? topicCounts(posts) : null} />
      <Summary role="status">{failed ? '' : summaryText(Boolean(posts), shown?.length ?? 0, posts?.length ?? 0, topic)}</Summary>
      {failed ? (
        <BlogListError onRetry={() => void refetch()} />
      ) : shown && shown.length === 0 ? (
        <BlogListEmptyState topic={posts && posts.length > 0 ? topic : null} />
      ) : (
        <BlogPostGrid posts={shown} />
      )}
      <Extras>
        <BlogToolLinks />
        <BlogNewsletterBox />
      </Extras>
    </ContentPage>
  );
}

export { loadBlogPostList as loader } from '../shared/content-api';
/** The page's action: its newsletter box's sign-up sent without scripts. */
export { newsletterAction as action } from '../features/newsletter/newsletter-action';
