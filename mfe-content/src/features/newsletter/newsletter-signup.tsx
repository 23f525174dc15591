import styled from '@emotion/styled';
import { useToast } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Alert, Button, Card } from '@gentlebowl/ui';
import { EmailField, Form } from '@gentlebowl/ui/form';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from '@gentlebowl/router';
import { useContentNewsletterSubscribeMutation } from '../../shared/content-api';
import { useThankYouForm } from '../../shared/use-thank-you-form';
import type { NewsletterActionData } from './newsletter-action';
import {
  NEWSLETTER_EMAIL_FIELD,
  NEWSLETTER_FORM_NAME,
  NEWSLETTER_SUBSCRIBED_PARAM,
  type NewsletterValues,
  newsletterMutators,
  newsletterText,
  newsletterValuesFromEntries,
  subscribedToast,
  subscribeToNewsletter,
  validateNewsletterEmail,
} from './newsletter-form-rules';

/** The anchor of a page's newsletter form, where the page opens after a signup sent without scripts. */
export const NEWSLETTER_SECTION_ID = 'newsletter';

const Box = styled(Card.withComponent('section'))(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: theme.space(8),
  padding: theme.space(8),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(6), padding: theme.space(5) },
}));

const Intro = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['3xl'],
  lineHeight: 1.2,
  [theme.breakpoints.mobile]: { fontSize: theme.fontSizes['2xl'] },
}));

const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const PrivacyNote = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  a: { color: theme.colors.link },
}));

/** The form and the thank-you share one slot of the same minimum height, so nothing below jumps. */
const Slot = styled.div({ minHeight: '12rem', display: 'flex', flexDirection: 'column', justifyContent: 'center' });

const SignupForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: theme.space(4),
}));

const ThankYou = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space(5),
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.badgeBg,
  color: theme.colors.badgeText,
  fontWeight: theme.fontWeights.semibold,
  lineHeight: 1.5,
}));

export interface NewsletterFormProps {
  /** The page whose action signs the address up when the form is sent without scripts. */
  page: 'home' | 'blog';
  /** The heading that names the form. */
  labelledBy: string;
}

/**
 * The newsletter signup form (spec section 4 "Newsletter signup", section 5 and section 8): one
 * email field, checked from the first submit on; the button reads 'Subscribing...' while the request
 * runs; a success replaces the form with the thank-you and a failure keeps the typed address.
 *
 * Before the scripts arrive (or without them) it is a plain form that posts to its page, whose
 * action (newsletter-action.ts) signs the address up: the page comes back with the thank-you, or
 * with the address kept and the message, which the scripts then also tell as the spec's toast.
 */
export function NewsletterForm({ page, labelledBy }: NewsletterFormProps) {
  const { toast } = useToast();
  const [sendSubscription] = useContentNewsletterSubscribeMutation();
  const { refused, showRefusal, hideRefusal, initialValues, sent, markSent, thankYouRef } = useThankYouForm<
    NewsletterValues,
    NewsletterActionData
  >({
    formName: NEWSLETTER_FORM_NAME,
    sentParam: NEWSLETTER_SUBSCRIBED_PARAM,
    sentToast: subscribedToast,
    emptyValues: { email: '' },
    fromEntries: newsletterValuesFromEntries,
  });

  const subscribe = async (values: NewsletterValues) => {
    const outcome = await subscribeToNewsletter(values, (request) => sendSubscription(request).unwrap());
    toast(outcome.toast);
    if (outcome.subscribed) markSent();
  };

  if (sent) {
    return (
      <ThankYou ref={thankYouRef} tabIndex={-1}>
        {newsletterText.thankYou}
      </ThankYou>
    );
  }
  return (
    <Form<NewsletterValues>
      refused={refused}
      initialValues={initialValues}
      mutators={newsletterMutators}
      onSubmit={subscribe}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <SignupForm
          name={NEWSLETTER_FORM_NAME}
          method="post"
          action={routeHref(page, { hash: NEWSLETTER_SECTION_ID })}
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => {
            hideRefusal();
            form.mutators.submitAttempted?.();
            return handleSubmit(event);
          }}
        >
          {showRefusal && refused?.notice ? (
            <Alert title={refused.notice.title}>
              <p>{refused.notice.description}</p>
            </Alert>
          ) : null}
          <EmailField name={NEWSLETTER_EMAIL_FIELD} label="Email address" validate={validateNewsletterEmail} />
          <Button type="submit" variant="accent" disabled={submitting}>
            {submitting ? newsletterText.pending : newsletterText.submit}
          </Button>
          <PrivacyNote>
            We use your address only to send the newsletter. See our <Link to={routeHref('privacy')}>Privacy Policy</Link>.
          </PrivacyNote>
        </SignupForm>
      )}
    />
  );
}

/** The home page's newsletter section: its heading and pitch beside the form. */
export function NewsletterSignup() {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();

  // The shell leaves a navigation to an anchor unscrolled: the section did not exist when the page
  // loaded, so the browser could not scroll to /#newsletter itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key re-runs the scroll when the same link is followed again.
  useEffect(() => {
    if (hash === `#${NEWSLETTER_SECTION_ID}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, key]);

  return (
    <Box ref={sectionRef} id={NEWSLETTER_SECTION_ID} aria-labelledby={headingId}>
      <Intro>
        <Heading id={headingId}>Gentle Feeding Tips in Your Inbox</Heading>
        <Muted>
          New articles, feeding tips and updates to our tools for dogs with sensitive stomachs, straight to your
          inbox.
        </Muted>
      </Intro>
      <Slot>
        <NewsletterForm page="home" labelledBy={headingId} />
      </Slot>
    </Box>
  );
}
