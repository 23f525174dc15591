import { NewsletterLinkPage } from '../features/newsletter/newsletter-link-page';

export default function NewsletterInvalidLinkPage() {
  return <NewsletterLinkPage page="newsletter-invalid-link" />;
}
