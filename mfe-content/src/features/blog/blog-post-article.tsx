import styled from '@emotion/styled';
import { type BlogPost, formatLongDate, vetVisitThresholds } from '@gentlebowl/contracts';
import { Breadcrumbs, JsonLd, PageMeta, useRuntimeConfig } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { Badge, InlineList, keepRangesTogether, LazyImage, Notice, PageTitle } from '@gentlebowl/ui';
import { useId } from 'react';
import { Link } from '@gentlebowl/router';
import { readTimeLabel } from '../../shared/post-labels';
import { blogPostingJsonLd } from './blog-posting-json-ld';
import { PostBody } from './post-body';
import { RelatedArticlesBlock } from './related-articles-block';
import { RelatedResources } from './related-resources';
import { parseTopic } from './topic-filter';

const Article = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
  marginTop: theme.space(6),
}));

const Header = styled.header(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  maxWidth: '48rem',
}));

const Facts = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const Picture = styled(LazyImage)(({ theme }) => ({ maxWidth: '56rem', borderRadius: theme.radii.lg }));

const Tags = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
  h2: { margin: 0, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold, color: theme.colors.textMuted },
}));

const TopicLink = styled(Link)({ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } });

const Disclaimer = styled(Notice)({ maxWidth: '44rem' });

const AllPosts = styled(Link)(({ theme }) => ({
  alignSelf: 'flex-start',
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
}));

/** A loaded post (spec: Blog post): facts, title, image, body, tags, resources, related articles,
 * disclaimer, with its metadata and structured data. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const { siteOrigin, brandName } = useRuntimeConfig();
  const href = routeHref('blog-post', { params: { slug: post.slug } });
  const tagsHeadingId = useId();

  return (
    <>
      <PageMeta
        title={post.title}
        description={post.metaDescription}
        keywords={post.metaKeywords}
        canonical={href}
        ogType="article"
        ogImage={post.imageUrl}
      />
      <meta property="article:published_time" content={post.publishedAt} />
      <meta property="article:section" content={post.category} />
      <JsonLd data={blogPostingJsonLd(post, { siteOrigin, brandName })} />
      <Breadcrumbs items={breadcrumbTrail('blog-post', { label: post.title, href })} />
      <Article>
        <Header>
          <Facts>
            <Badge>{post.category}</Badge>
            <span>{readTimeLabel(post.readTime)}</span>
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          </Facts>
          <PageTitle>{post.title}</PageTitle>
        </Header>
        {/* Decorative: an illustration of the topic the title already names. */}
        <Picture src={post.imageUrl} alt="" width={1200} height={630} />
        <PostBody html={post.content} />
        {post.tags.length > 0 ? (
          <Tags aria-labelledby={tagsHeadingId}>
            <h2 id={tagsHeadingId}>Tags</h2>
            <InlineList>
              {post.tags.map((tag) => {
                const topic = parseTopic(tag);
                return (
                  <li key={tag}>
                    {topic ? (
                      <TopicLink to={routeHref('blog', { query: { topic } })}>
                        <Badge variant="outline">{tag}</Badge>
                      </TopicLink>
                    ) : (
                      <Badge variant="outline">{tag}</Badge>
                    )}
                  </li>
                );
              })}
            </InlineList>
          </Tags>
        ) : null}
        <Disclaimer variant="warning" title="Not veterinary advice">
          <p>
            {keepRangesTogether(
              `This article is general information for dog owners, not a diagnosis or a substitute for your veterinarian. Talk to your vet before changing your dog's diet, and see a vet promptly for blood in the stool or vomit, black tarry stools, repeated vomiting, diarrhea lasting more than ${vetVisitThresholds.lastingSigns}, or a dog that is lethargic or off food for more than ${vetVisitThresholds.noAppetite}.`,
            )}
          </p>
        </Disclaimer>
        <RelatedResources />
        <RelatedArticlesBlock slug={post.slug} category={post.category} />
        <AllPosts to={routeHref('blog')}>View all blog posts</AllPosts>
      </Article>
    </>
  );
}
