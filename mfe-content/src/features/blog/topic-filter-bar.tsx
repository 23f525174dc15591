import styled from '@emotion/styled';
import { Button, Skeleton, VisuallyHidden } from '@gentlebowl/ui';
import { useId, useRef } from 'react';
import { BLOG_TOPICS, type BlogTopic } from './topic-filter';

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

const Buttons = styled.div(({ theme }) => ({
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

const CountPlaceholder = styled(Skeleton)({ display: 'inline-block' });

export interface TopicFilterBarProps {
  active: BlogTopic | null;
  /** Posts per topic; null while the posts are loading. */
  counts: Record<BlogTopic, number> | null;
  onToggle: (topic: BlogTopic) => void;
  onClear: () => void;
}

/** The blog list's topic buttons, each with its number of posts; a pressed button is the active
 * filter and pressing it again clears it (spec section 4 "Blog filter"). */
export function TopicFilterBar({ active, counts, onToggle, onClear }: TopicFilterBarProps) {
  const labelId = useId();
  const buttonsRef = useRef<HTMLDivElement>(null);
  // The Clear Filter button disappears once pressed; focus moves to the first topic instead of
  // falling back to the top of the document.
  const clear = () => {
    onClear();
    buttonsRef.current?.querySelector('button')?.focus();
  };
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>Filter by topic</Label>
      <Buttons ref={buttonsRef}>
        {BLOG_TOPICS.map((topic) => (
          <Button
            key={topic}
            size="sm"
            variant={topic === active ? 'primary' : 'outline'}
            aria-pressed={topic === active}
            onClick={() => onToggle(topic)}
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
          </Button>
        ))}
        {active ? (
          <Button size="sm" variant="ghost" onClick={clear}>
            Clear Filter
          </Button>
        ) : null}
      </Buttons>
    </Group>
  );
}
