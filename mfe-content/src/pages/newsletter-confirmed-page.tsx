import { NewsletterLinkPage } from '../features/newsletter/newsletter-link-page';

export default function NewsletterConfirmedPage() {
  return <NewsletterLinkPage page="newsletter-confirmed" />;
}
