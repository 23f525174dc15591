import { routeHref } from '@gentlebowl/routes';
import type { ReactNode } from 'react';
import { Link } from '@gentlebowl/router';
import { MailLinkPage } from '../../shared/mail-link-page';
import { type NewsletterLinkPageId, newsletterLinkPageText } from './newsletter-link-pages';
import { NEWSLETTER_SECTION_ID } from './newsletter-signup';

/** A page a newsletter mail's link ends on: what happened and where to go next. */
export function NewsletterLinkPage({ page, children }: { page: NewsletterLinkPageId; children?: ReactNode }) {
  const text = newsletterLinkPageText[page];
  return (
    <MailLinkPage
      page={page}
      title={text.title}
      lead={text.lead}
      nextSteps={
        <>
          {text.offersSignUp ? (
            <Link to={routeHref('home', { hash: NEWSLETTER_SECTION_ID })}>Sign up for the newsletter</Link>
          ) : null}
          <Link to={routeHref('blog')}>Read the blog</Link>
          <Link to={routeHref('home')}>Back to the home page</Link>
        </>
      }
    >
      {children}
    </MailLinkPage>
  );
}
