import { NEWSLETTER_TOKEN_PARAMETER } from '@gentlebowl/contracts';
import { useSearchParams } from '@gentlebowl/router';
import { Button } from '@gentlebowl/ui';
import { NewsletterLinkPage } from './newsletter-link-page';
import type { NewsletterLinkPageId } from './newsletter-link-pages';

export interface NewsletterActionPageProps {
  /** The page's route, title and lead. */
  page: NewsletterLinkPageId;
  /** The API's link handler the button POSTs the link's token to. */
  action: string;
  /** The button's words. */
  label: string;
}

/**
 * A page a newsletter mail's link opens (confirm, unsubscribe): the one button that does what the
 * link stands for. A plain form POSTs the link's token to the API, which answers with a redirect to
 * the outcome's page, so it works without JavaScript; opening the link changes nothing, since mail
 * scanners open the links of a mail. Without a token there is nothing to act on, and the page says
 * the link is not valid.
 */
export function NewsletterActionPage({ page, action, label }: NewsletterActionPageProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(NEWSLETTER_TOKEN_PARAMETER);
  if (!token) return <NewsletterLinkPage page="newsletter-invalid-link" />;
  return (
    <NewsletterLinkPage page={page}>
      <form method="post" action={`${action}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAMETER]: token })}`}>
        <Button type="submit" variant="accent">
          {label}
        </Button>
      </form>
    </NewsletterLinkPage>
  );
}
