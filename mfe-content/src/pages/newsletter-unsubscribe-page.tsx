import { NEWSLETTER_TOKEN_PARAMETER } from '@gentlebowl/contracts';
import { useSearchParams } from '@gentlebowl/router';
import { NewsletterLinkPage } from '../features/newsletter/newsletter-link-page';
import { UnsubscribeForm } from '../features/newsletter/unsubscribe-form';

/** Where a newsletter mail's unsubscribe link leads: a button for the address the link's token names.
 * Without a token there is nothing to unsubscribe, and the page says the link is not valid. */
export default function NewsletterUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(NEWSLETTER_TOKEN_PARAMETER);
  if (!token) return <NewsletterLinkPage page="newsletter-invalid-link" />;
  return (
    <NewsletterLinkPage page="newsletter-unsubscribe">
      <UnsubscribeForm token={token} />
    </NewsletterLinkPage>
  );
}
