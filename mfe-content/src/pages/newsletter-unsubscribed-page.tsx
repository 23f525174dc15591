import { NewsletterLinkPage } from '../features/newsletter/newsletter-link-page';

export default function NewsletterUnsubscribedPage() {
  return <NewsletterLinkPage page="newsletter-unsubscribed" />;
}
