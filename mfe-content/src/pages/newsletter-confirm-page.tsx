import { newsletterApiPaths } from '@gentlebowl/contracts';
import { NewsletterActionPage } from '../features/newsletter/newsletter-action-page';

/** Where a confirmation mail's link leads: a button that confirms the sign-up the link names. */
export default function NewsletterConfirmPage() {
  return (
    <NewsletterActionPage page="newsletter-confirm" action={newsletterApiPaths.confirm} label="Confirm my subscription" />
  );
}
