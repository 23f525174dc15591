import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { BlogPostSummary } from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';
import { Badge, Card, keepRangesTogether, LazyImage, Skeleton, SkeletonText } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { readTimeLabel } from './post-labels';

/** The post images are drawn at 1200 x 630 (the share-preview size); the frame keeps that ratio. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 630;

/** Spec section 9: the title clamps to 2 lines and the excerpt to 3. */
const TITLE_LINES = 2;
const EXCERPT_LINES = 3;

const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

const Article = styled(Card)(({ theme }) => ({
  position: 'relative',
  height: '100%',
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  '&:hover': { boxShadow: theme.shadows.md },
  '@media (prefers-reduced-motion: no-preference)': {
    '&:hover': { transform: 'translateY(-2px)' },
  },
}));

const Picture = styled(LazyImage)({ maxWidth: 'none' });

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space(3),
  flex: '1 1 auto',
  padding: theme.space(5),
}));

const titleType = (theme: Theme) => ({
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1.3,
});

const EXCERPT_LINE_HEIGHT = 1.6;

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  ...titleType(theme),
  ...clampLines(TITLE_LINES),
}));

/** The one link of the card; its ::after covers the whole card, so a click anywhere follows it. */
const TitleLink = styled(Link)(({ theme }) => ({
  color: theme.colors.text,
  textDecoration: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: theme.radii.lg,
  },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': {
    outline: `3px solid ${theme.colors.focusRing}`,
    outlineOffset: '-3px',
  },
  'article:hover &': { color: theme.colors.link },
}));

const Excerpt = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  lineHeight: EXCERPT_LINE_HEIGHT,
  ...clampLines(EXCERPT_LINES),
}));

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  width: '100%',
  marginTop: 'auto',
  paddingTop: theme.space(2),
  fontSize: theme.fontSizes.sm,
}));

const ReadArticle = styled.span(({ theme }) => ({
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
}));

const ReadTime = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));

export interface BlogPostCardProps {
  post: BlogPostSummary;
  /** Heading level, so the card fits the page outline: h2 on a list page, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A post teaser (spec: Home, blog post card). The whole card leads to the post through one link,
 * the title, so assistive technology hears the title once rather than a run of duplicate links.
 */
export function BlogPostCard({ post, headingLevel = 'h3' }: BlogPostCardProps) {
  return (
    <Article as="article">
      {/* Decorative here: the title says what the post is about. */}
      <Picture src={post.imageUrl} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
      <Body>
        <Badge>{post.category}</Badge>
        <Title as={headingLevel}>
          <TitleLink to={routeHref('blog-post', { params: { slug: post.slug } })}>{post.title}</TitleLink>
        </Title>
        <Excerpt>{keepRangesTogether(post.excerpt)}</Excerpt>
        <Footer>
          {/* The title link already covers the card; this is its visible call to action. */}
          <ReadArticle aria-hidden="true">Read Article</ReadArticle>
          <ReadTime>{readTimeLabel(post.readTime)}</ReadTime>
        </Footer>
      </Body>
    </Article>
  );
}

const SkeletonFrame = styled.span({
  display: 'block',
  aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`,
});

// The placeholders take the type of the text they stand for, line for line (SkeletonText lines are
// line boxes), so a card keeps its height when its post arrives.
const TitlePlaceholder = styled(SkeletonText)(({ theme }) => ({ width: '100%', ...titleType(theme) }));
const ExcerptPlaceholder = styled(SkeletonText)({ width: '100%', lineHeight: EXCERPT_LINE_HEIGHT });
const FooterPlaceholder = styled(SkeletonText)({ width: '8rem' });

/** Holds a card's place while posts load, with the same outline so nothing shifts when they arrive. */
export function BlogPostCardSkeleton() {
  return (
    <Article aria-hidden="true" data-testid="blog-post-card-skeleton">
      <SkeletonFrame>
        <Skeleton height="100%" radius={0} />
      </SkeletonFrame>
      <Body>
        <Skeleton width="5rem" height="1.5rem" radius="9999px" />
        <TitlePlaceholder lines={TITLE_LINES} />
        <ExcerptPlaceholder lines={EXCERPT_LINES} />
        <Footer>
          <FooterPlaceholder lines={1} />
        </Footer>
      </Body>
    </Article>
  );
}
