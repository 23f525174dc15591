import { NewsletterLinkPage } from '../features/newsletter/newsletter-link-page';

export default function NewsletterAlreadyConfirmedPage() {
  return <NewsletterLinkPage page="newsletter-already-confirmed" />;
}
