import {
  NEWSLETTER_TOKEN_PARAMETER,
  NEWSLETTER_UNSUBSCRIBE_PAGE_PATH,
  newsletterApiPaths,
  newsletterOutcomePaths,
} from '@gentlebowl/contracts';
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { matchRoute } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import NewsletterLinkExpiredPage from './newsletter-link-expired-page';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';

/** The page as the server sends it: what a reader without JavaScript gets. */
function serverRender(Page: () => React.JSX.Element, address: string) {
  const html = renderInShellStackToString(<Page />, { theme: appTheme, route: address, path: matchRoute(address.split('?')[0] ?? '')?.route.path });
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

describe('the pages newsletter links end on', () => {
  it.each(Object.entries({ ...newsletterOutcomePaths, unsubscribe: NEWSLETTER_UNSUBSCRIBE_PAGE_PATH }))(
    'serves %s (%s), where the API sends the reader',
    (_, path) => {
      expect(matchRoute(path)?.route.remote).toBe('mfe_content');
    },
  );

  it('offers the sign-up again on an expired link, naming how long a link works', () => {
    const page = serverRender(NewsletterLinkExpiredPage, '/newsletter/link-expired');
    expect(page.querySelector('h1')).toHaveTextContent('Confirmation Link Expired');
    expect(page).toHaveTextContent('a link works for 48 hours');
    expect(page.querySelector('a[href="/#newsletter"]')).toHaveTextContent('Sign up for the newsletter');
  });

  it('unsubscribes by a form that POSTs the token to the API, so it works without JavaScript', () => {
    const page = serverRender(NewsletterUnsubscribePage, '/newsletter/unsubscribe?token=abc.def');
    const form = page.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `${newsletterApiPaths.unsubscribe}?token=abc.def`);
    expect(form?.querySelector('button[type="submit"]')).toHaveTextContent('Unsubscribe');
  });

  it("keeps the link's token: the shell's server passes a page only the parameters its route names", () => {
    expect(matchRoute(NEWSLETTER_UNSUBSCRIBE_PAGE_PATH)?.route.query).toContain(NEWSLETTER_TOKEN_PARAMETER);
  });

  it('says the link is not valid when it carries no token', () => {
    const page = serverRender(NewsletterUnsubscribePage, '/newsletter/unsubscribe');
    expect(page.querySelector('h1')).toHaveTextContent('Invalid Newsletter Link');
    expect(page.querySelector('form')).toBeNull();
  });
});
