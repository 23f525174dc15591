import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import type { BlogTopic } from './topic-filter';

const Box = styled.div(({ theme }) => ({
  padding: `${theme.space(12)} ${theme.space(6)}`,
  border: `1px dashed ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.lg,
  textAlign: 'center',
  p: { margin: `0 0 ${theme.space(3)}`, fontSize: theme.fontSizes.lg },
  a: { color: theme.colors.link, fontWeight: theme.fontWeights.semibold },
}));

/** What the blog list says when there is nothing to show (spec: Blog list, empty states). */
export function BlogListEmptyState({ topic }: { topic: BlogTopic | null }) {
  if (topic === null) {
    return (
      <Box>
        <p>No blog posts found. Check back soon for new content!</p>
      </Box>
    );
  }
  return (
    <Box>
      <p>No posts found matching "{topic}".</p>
      <Link to={routeHref('blog')}>View all posts</Link>
    </Box>
  );
}
