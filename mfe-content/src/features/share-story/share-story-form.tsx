import styled from '@emotion/styled';
import { formatDecimal, ownerStoryLimits } from '@gentlebowl/contracts';
import { useToast } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Alert, Button, Card } from '@gentlebowl/ui';
import { CheckboxField, Form, useFocusOnArrivedRefusal, TextAreaField, TextField } from '@gentlebowl/ui/form';
import { useId, useRef } from 'react';
import { Link } from '@gentlebowl/router';
import { useContentShareOwnerStoryMutation } from '../../shared/content-api';
import { FORM_NAME_FIELD } from '../../shared/form-action-data';
import { useThankYouForm } from '../../shared/use-thank-you-form';
import type { ShareStoryActionData } from './share-story-action';
import {
  CONSENT_GIVEN,
  checkConsent,
  initialShareStoryValues,
  SHARE_STORY_FORM_NAME,
  SHARE_STORY_SECTION_ID,
  type ShareStoryValues,
  STORY_SENT_PARAM,
  shareStoryText,
  shareStoryTextChecks,
  shareStoryValuesFromEntries,
  storyFailedToast,
  storySentToast,
  toOwnerStoryRequest,
} from './share-story-form-values';

const Box = styled(Card)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: theme.space(8),
  padding: theme.space(8),
  // The page opens here after a story sent without scripts: keep the heading clear of the sticky header.
  scrollMarginTop: theme.space(24),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(6), padding: theme.space(5) },
}));

const Intro = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3) }));

const Heading = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['2xl'],
  lineHeight: 1.25,
}));

const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, a: { color: theme.colors.link } }));

const StoryForm = styled.form(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(5),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const WideRow = styled.div({ gridColumn: '1 / -1' });

const SubmitRow = styled(WideRow)({ display: 'flex', justifyContent: 'flex-start' });

const ThankYou = styled.p(({ theme }) => ({
  margin: 0,
  alignSelf: 'center',
  padding: theme.space(5),
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.badgeBg,
  color: theme.colors.badgeText,
  fontWeight: theme.fontWeights.semibold,
  lineHeight: 1.5,
}));

/**
 * "Share your story" (the home page, under the owners' stories): first name, town, the story and
 * the consent to publish it, checked as the API checks them. A sent story waits for an editor, so
 * the form gives way to a thank-you that says so.
 *
 * Before the scripts arrive (or without them) it is a plain form that posts to the home page, whose
 * action (share-story-action.ts) sends it: the page comes back with the thank-you, or with
 * everything kept and the messages, which the scripts then also tell as a toast.
 */
export function ShareStoryForm() {
  const headingId = useId();
  const { toast } = useToast();
  const [sendStory] = useContentShareOwnerStoryMutation();
  const { refused, showRefusal, hideRefusal, initialValues, sent, markSent, thankYouRef } = useThankYouForm<
    ShareStoryValues,
    ShareStoryActionData
  >({
    formName: SHARE_STORY_FORM_NAME,
    sentParam: STORY_SENT_PARAM,
    sentToast: storySentToast,
    emptyValues: initialShareStoryValues,
    fromEntries: shareStoryValuesFromEntries,
  });
  const formRef = useRef<HTMLFormElement>(null);

  useFocusOnArrivedRefusal(formRef, refused?.errors);

  const send = async (values: ShareStoryValues) => {
    try {
      await sendStory(toOwnerStoryRequest(values)).unwrap();
    } catch (error) {
      toast(storyFailedToast(error));
      return;
    }
    toast(storySentToast);
    markSent();
  };

  return (
    <Box id={SHARE_STORY_SECTION_ID}>
      <Intro>
        <Heading id={headingId}>Share Your Story</Heading>
        <Muted>
          Has something here helped your dog? Tell other owners. An editor reads every story before it is published,
          and we publish it with your first name and town only.
        </Muted>
        <Muted>
          We keep a story to publish it, and delete one we do not publish; see our{' '}
          <Link to={routeHref('privacy')}>Privacy Policy</Link>.
        </Muted>
      </Intro>
      {sent ? (
        <ThankYou ref={thankYouRef} tabIndex={-1}>
          {shareStoryText.thankYou}
        </ThankYou>
      ) : (
        <Form<ShareStoryValues>
          refused={refused}
          initialValues={initialValues}
          onSubmit={send}
          subscription={{ submitting: true }}
          render={({ handleSubmit, submitting }) => (
            <StoryForm
              ref={formRef}
              name={SHARE_STORY_FORM_NAME}
              method="post"
              action={routeHref('home', { hash: SHARE_STORY_SECTION_ID })}
              noValidate
              aria-labelledby={headingId}
              aria-busy={submitting}
              onSubmit={(event) => {
                hideRefusal();
                return handleSubmit(event);
              }}
            >
              <input type="hidden" name={FORM_NAME_FIELD} value={SHARE_STORY_FORM_NAME} />
              {showRefusal && refused?.notice ? (
                <WideRow>
                  <Alert title={refused.notice.title}>
                    <p>{refused.notice.description}</p>
                  </Alert>
                </WideRow>
              ) : null}
              <TextField name="firstName" label="First name" required autoComplete="given-name" validate={shareStoryTextChecks.firstName} />
              <TextField
                name="town"
                label="Town"
                required
                autoComplete="address-level2"
                hint="As you want it shown, such as Portland, Oregon."
                validate={shareStoryTextChecks.town}
              />
              <WideRow>
                <TextAreaField
                  name="story"
                  label="Your story"
                  required
                  rows={6}
                  hint={`What helped your dog, in your own words (at most ${formatDecimal(ownerStoryLimits.story)} characters). Please name no vet, clinic or other person.`}
                  validate={shareStoryTextChecks.story}
                />
              </WideRow>
              <WideRow>
                <CheckboxField
                  name="consent"
                  value={CONSENT_GIVEN}
                  required
                  label="I agree that my story may be published on this site with my first name and town."
                  validate={checkConsent}
                />
              </WideRow>
              <SubmitRow>
                <Button type="submit" variant="primary" disabled={submitting}>
                  {submitting ? shareStoryText.pending : shareStoryText.submit}
                </Button>
              </SubmitRow>
            </StoryForm>
          )}
        />
      )}
    </Box>
  );
}
