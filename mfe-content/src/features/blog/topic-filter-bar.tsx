import styled from '@emotion/styled';
import { buttonStyles, Skeleton, VisuallyHidden } from '@gentlebowl/ui';
import { useId, useRef } from 'react';
import { Link } from '@gentlebowl/router';
import { BLOG_TOPICS, type BlogTopic, blogHref, toggleTopic } from './topic-filter';

const Group = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
}));

const Label = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.textMuted,
}));

const Links = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
}));

const Count = styled.span(({ theme }) => ({
  minWidth: '1.75em',
  padding: `0 ${theme.space(1.5)}`,
  borderRadius: theme.radii.pill,
  backgroundColor: theme.colors.surfaceMuted,
  color: theme.colors.text,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1.8,
  textAlign: 'center',
}));

const TopicLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'active' })<{ active: boolean }>(
  ({ theme, active }) => buttonStyles(theme, { size: 'sm', variant: active ? 'primary' : 'outline' }),
);

const ClearLink = styled(Link)(({ theme }) => buttonStyles(theme, { size: 'sm', variant: 'ghost' }));

const CountPlaceholder = styled(Skeleton)({ display: 'inline-block' });

export interface TopicFilterBarProps {
  active: BlogTopic | null;
  /** Posts per topic; null while the posts are loading. */
  counts: Record<BlogTopic, number> | null;
}

/**
 * The blog list's topics, each with its number of posts: links to the list filtered by the topic
 * (the active one links back to the whole list, so choosing it again clears it, spec section 4
 * "Blog filter"), which work before the scripts arrive and without them. A filter change replaces
 * the history entry, so Back leaves the blog rather than undoing filters.
 */
export function TopicFilterBar({ active, counts }: TopicFilterBarProps) {
  const labelId = useId();
  const linksRef = useRef<HTMLDivElement>(null);
  // The Clear Filter link disappears once followed; focus moves to the first topic instead of
  // falling back to the top of the document.
  const focusFirstTopic = () => linksRef.current?.querySelector('a')?.focus();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>Filter by topic</Label>
      <Links ref={linksRef}>
        {BLOG_TOPICS.map((topic) => (
          <TopicLink
            key={topic}
            to={blogHref(toggleTopic(active, topic))}
            replace
            preventScrollReset
            active={topic === active}
            aria-current={topic === active ? 'true' : undefined}
          >
            {topic}{' '}
            {counts ? (
              <Count>
                {counts[topic]}
                <VisuallyHidden>{counts[topic] === 1 ? ' post' : ' posts'}</VisuallyHidden>
              </Count>
            ) : (
              <CountPlaceholder width="1.75em" height="1.8em" radius="9999px" />
            )}
          </TopicLink>
        ))}
        {active ? (
          <ClearLink to={blogHref(null)} replace preventScrollReset onClick={focusFirstTopic}>
            Clear Filter
          </ClearLink>
        ) : null}
      </Links>
    </Group>
  );
}
