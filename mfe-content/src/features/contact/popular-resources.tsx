import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Button, LazyImage, Skeleton, VisuallyHidden } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { useContentBlogPostsQuery } from '../../shared/content-api';
import { readTimeLabel } from '../../shared/post-labels';
import { SideBox } from '../../shared/side-box';

/** Spec "Contact": at most the first 3 posts of the list. */
const POPULAR_RESOURCES_COUNT = 3;

/** The post images are drawn at 1200 x 630; the thumbnail keeps that ratio. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 630;

const List = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Item = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space(3),
}));

const Thumbnail = styled(LazyImage)(({ theme }) => ({
  flex: '0 0 6rem',
  width: '6rem',
  borderRadius: theme.radii.md,
}));

const ThumbnailPlaceholder = styled(Skeleton)({ flex: '0 0 6rem', aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}` });

const Text = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  minWidth: 0,
  flex: '1 1 auto',
}));

const ReadTime = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

function LoadingRows() {
  return (
    <>
      <VisuallyHidden>Loading articles…</VisuallyHidden>
      <List aria-hidden="true">
        {Array.from({ length: POPULAR_RESOURCES_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Item key={index}>
            <ThumbnailPlaceholder width="6rem" height="auto" />
            <Text>
              <Skeleton width="100%" height="1rem" />
              <Skeleton width="4rem" height="0.875rem" />
            </Text>
          </Item>
        ))}
      </List>
    </>
  );
}

/** Spec "Contact": the 'Popular Resources' box, each post with its image, title and read time. */
export function PopularResources() {
  const { data: posts, isError, refetch } = useContentBlogPostsQuery();

  const body = (() => {
    if (posts && posts.length > 0) {
      return (
        <List>
          {posts.slice(0, POPULAR_RESOURCES_COUNT).map((post) => (
            <Item key={post.id}>
              {/* Decorative: the title beside it says what the article is about. */}
              <Thumbnail src={post.imageUrl} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
              <Text>
                <Link to={routeHref('blog-post', { params: { slug: post.slug } })}>{post.title}</Link>
                <ReadTime>{readTimeLabel(post.readTime)}</ReadTime>
              </Text>
            </Item>
          ))}
        </List>
      );
    }
    if (posts) {
      return (
        <p>
          No articles yet. New guides appear on the <Link to={routeHref('blog')}>blog</Link> as they are published.
        </p>
      );
    }
    if (isError) {
      return (
        <>
          <p>The articles could not be loaded just now.</p>
          <p>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Try Again
            </Button>
          </p>
        </>
      );
    }
    return <LoadingRows />;
  })();

  return (
    <SideBox title="Popular Resources">
      <div aria-busy={!posts && !isError}>{body}</div>
    </SideBox>
  );
}
