import styled from '@emotion/styled';
import type { ShownOwnerStory } from '@gentlebowl/contracts';
import { Notice, VisuallyHidden } from '@gentlebowl/ui';
import type { ReactNode } from 'react';
import { useContentOwnerStoriesQuery } from '../../shared/content-api';
import { ThreeUpGrid } from '../../shared/three-up-grid';
import { ExampleStoryCard } from './example-story-card';
import { HomeSection } from './home-section';
import { OwnerStoryCard } from './owner-story-card';

const Message = styled.p(({ theme }) => ({ margin: 0, textAlign: 'center', color: theme.colors.textMuted }));

const PERSONAL_EXPERIENCE =
  'Every dog is different: these are personal experiences, not endorsements of any product, and no substitute for your vet\'s advice.';

/** What the section's lead says of the stories below it: whose they are. */
function leadFor(stories: readonly ShownOwnerStory[] | undefined): string {
  if (stories?.some((story) => story.kind === 'owner')) {
    return `Owners' own stories, published with their consent once an editor has read them. ${PERSONAL_EXPERIENCE}`;
  }
  if (stories?.some((story) => story.kind === 'example')) {
    return 'No owner has shared a story with us yet. Until one does, these examples show what a story can look like: they are not real owners.';
  }
  return "Owners' own stories, published with their consent once an editor has read them.";
}

function StoryCard({ story }: { story: ShownOwnerStory }) {
  return story.kind === 'owner' ? <OwnerStoryCard story={story} /> : <ExampleStoryCard story={story} />;
}

export interface OwnerStoriesProps {
  /** The invitation to share a story, under the stories. */
  children?: ReactNode;
}

/**
 * Home section 8, 'What Dog Owners Are Saying': the newest stories owners sent and an editor
 * approved, as the API lists them, or, until there is one, the spec's three testimonials as clearly
 * marked examples (unless the operator turned them off). The API decides which; this shows them.
 */
export function OwnerStories({ children }: OwnerStoriesProps) {
  const { data: stories, isError, isLoading } = useContentOwnerStoriesQuery();

  let content: ReactNode;
  if (stories && stories.length > 0) {
    content = (
      <ThreeUpGrid>
        {stories.map((story) => (
          <li key={`${story.kind}-${story.id}`}>
            <StoryCard story={story} />
          </li>
        ))}
      </ThreeUpGrid>
    );
  } else if (stories) {
    content = <Message>No owner has shared a story yet. Be the first: tell other owners what helped your dog.</Message>;
  } else if (isError) {
    content = (
      <Notice variant="danger" title="Owners' stories could not be loaded.">
        <p>Please try again in a moment.</p>
      </Notice>
    );
  } else if (isLoading) {
    content = (
      <Message aria-busy="true">
        <VisuallyHidden>Loading owners' stories</VisuallyHidden>
      </Message>
    );
  }

  return (
    <HomeSection title="What Dog Owners Are Saying" lead={leadFor(stories)}>
      {content}
      {children}
    </HomeSection>
  );
}
