import styled from '@emotion/styled';
import { formatLongDate, isOneOf, OWNER_STORY_TOKEN_PARAMETER, type OwnerStoryReview, ownerStoryReviewStatus } from '@gentlebowl/contracts';
import { skipToken, usePageActionData } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Button, Card } from '@gentlebowl/ui';
import { Link, useSearchParams } from '@gentlebowl/router';
import { useContentOwnerStoryReviewQuery } from '../../shared/content-api';
import { MailLinkPage } from '../../shared/mail-link-page';
import type { StoryReviewActionData } from './story-review-action';
import {
  DECIDED_PARAM,
  DECISION_NOT_SAVED_TITLE,
  decidedText,
  decisionText,
  REVIEW_TOKEN_FIELD,
  type ReviewPageText,
  unusableLink,
  unusableLinkText,
} from './story-review-text';

const PAGE = 'owner-story-review';

const Story = styled(Card)(({ theme }) => ({
  margin: 0,
  padding: theme.space(6),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  blockquote: { margin: 0 },
  p: { margin: 0, lineHeight: 1.7, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  figcaption: { color: theme.colors.textMuted },
}));

const homeLink = <Link to={routeHref('home')}>Back to the home page</Link>;

function ReviewedStory({ story }: { story: OwnerStoryReview }) {
  return (
    <Story as="figure">
      <blockquote>
        <p>{story.story}</p>
      </blockquote>
      <figcaption>
        {story.firstName}, {story.town}. Sent on <time dateTime={story.sentAt}>{formatLongDate(story.sentAt)}</time>.
      </figcaption>
    </Story>
  );
}

/** The page's one button: a form POST to the page's action, which works with and without scripts. */
function DecisionForm({ token, label, destructive }: { token: string; label: string; destructive: boolean }) {
  return (
    <form method="post" action={routeHref(PAGE)}>
      <input type="hidden" name={REVIEW_TOKEN_FIELD} value={token} />
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'}>
        {label}
      </Button>
    </form>
  );
}

function Outcome({ text }: { text: ReviewPageText }) {
  return <MailLinkPage page={PAGE} title={text.title} lead={text.lead} nextSteps={homeLink} />;
}

/**
 * Where a review link of the editors' mail leads: the story and one button that carries out the
 * link's decision (approve and publish, or reject and delete). Opening the link changes nothing,
 * so a mail scanner that follows it publishes or deletes nothing. After the button, the outcome;
 * a link that cannot be used says why.
 */
export function StoryReview() {
  const [searchParams] = useSearchParams();
  const notSaved = usePageActionData<StoryReviewActionData>();
  const token = searchParams.get(OWNER_STORY_TOKEN_PARAMETER);
  const decided = searchParams.get(DECIDED_PARAM);
  const { data: story, error } = useContentOwnerStoryReviewQuery(token && !notSaved ? token : skipToken);

  if (notSaved) {
    return (
      <MailLinkPage
        page={PAGE}
        title={DECISION_NOT_SAVED_TITLE}
        lead={notSaved.reason}
        nextSteps={
          <>
            <Link to={routeHref(PAGE, { query: { [OWNER_STORY_TOKEN_PARAMETER]: notSaved.token } })}>Back to the story</Link>
            {homeLink}
          </>
        }
      />
    );
  }
  if (isOneOf(['approved', 'rejected'] as const, decided)) return <Outcome text={decidedText[decided]} />;
  if (!token) return <Outcome text={unusableLinkText[ownerStoryReviewStatus.invalidLink]} />;
  if (story) {
    const text = decisionText(story.decision, story);
    return (
      <MailLinkPage page={PAGE} title={text.title} lead={text.lead} nextSteps={homeLink}>
        <ReviewedStory story={story} />
        {'button' in text ? <DecisionForm token={token} label={text.button} destructive={story.decision === 'reject'} /> : null}
      </MailLinkPage>
    );
  }
  if (error) return <Outcome text={unusableLink((error as { status?: unknown }).status)} />;
  // Only in a browser that came here from another page: the server renders the story it loaded.
  return <Outcome text={{ title: 'Review an Owner Story', lead: 'Loading the story…' }} />;
}
