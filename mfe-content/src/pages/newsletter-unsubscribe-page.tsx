import { newsletterApiPaths } from '@gentlebowl/contracts';
import { NewsletterActionPage } from '../features/newsletter/newsletter-action-page';

/** Where a newsletter mail's unsubscribe link leads: a button that removes the address the link names. */
export default function NewsletterUnsubscribePage() {
  return <NewsletterActionPage page="newsletter-unsubscribe" action={newsletterApiPaths.unsubscribe} label="Unsubscribe" />;
}
