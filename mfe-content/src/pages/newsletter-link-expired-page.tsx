import { NewsletterLinkPage } from '../features/newsletter/newsletter-link-page';

export default function NewsletterLinkExpiredPage() {
  return <NewsletterLinkPage page="newsletter-link-expired" />;
}
