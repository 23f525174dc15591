import styled from '@emotion/styled';
import { Skeleton, SkeletonText, VisuallyHidden } from '@gentlebowl/ui';

const Frame = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  maxWidth: '44rem',
  marginTop: theme.space(6),
}));

const Picture = styled.span({ display: 'block', aspectRatio: '1200 / 630' });

/** Stands in for a post while it loads, in the article's own shape. */
export function BlogPostSkeleton() {
  return (
    <Frame>
      <VisuallyHidden role="status">Loading article...</VisuallyHidden>
      <Skeleton width="12rem" height="1.25rem" />
      <Skeleton width="100%" height="2.5rem" />
      <Skeleton width="70%" height="2.5rem" />
      <Picture>
        <Skeleton height="100%" />
      </Picture>
      <SkeletonText lines={6} />
    </Frame>
  );
}
