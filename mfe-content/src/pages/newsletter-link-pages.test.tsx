import {
  NEWSLETTER_CONFIRM_PAGE_PATH,
  NEWSLETTER_TOKEN_PARAMETER,
  NEWSLETTER_UNSUBSCRIBE_PAGE_PATH,
  newsletterApiPaths,
  newsletterOutcomePaths,
} from '@gentlebowl/contracts';
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { matchRoute } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import NewsletterConfirmPage from './newsletter-confirm-page';
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
  it.each(Object.entries({ ...newsletterOutcomePaths, confirm: NEWSLETTER_CONFIRM_PAGE_PATH, unsubscribe: NEWSLETTER_UNSUBSCRIBE_PAGE_PATH }))(
    'serves %s (%s), where a newsletter mail or the API sends the reader',
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

  describe.each([
    { Page: NewsletterConfirmPage, path: NEWSLETTER_CONFIRM_PAGE_PATH, title: 'Confirm Your Subscription', action: newsletterApiPaths.confirm, button: 'Confirm my subscription' },
    { Page: NewsletterUnsubscribePage, path: NEWSLETTER_UNSUBSCRIBE_PAGE_PATH, title: 'Unsubscribe from the Newsletter', action: newsletterApiPaths.unsubscribe, button: 'Unsubscribe' },
  ])('$path, which a mail links to', ({ Page, path, title, action, button }) => {
    it('acts only by a form that POSTs the token to the API, so it works without JavaScript and a GET changes nothing', () => {
      const page = serverRender(Page, `${path}?token=abc.def`);
      expect(page.querySelector('h1')).toHaveTextContent(title);
      const form = page.querySelector('form');
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', `${action}?token=abc.def`);
      expect(form?.querySelector('button[type="submit"]')).toHaveTextContent(button);
    });

    it("keeps the link's token: the shell's server passes a page only the parameters its route names", () => {
      expect(matchRoute(path)?.route.query).toContain(NEWSLETTER_TOKEN_PARAMETER);
    });

    it('says the link is not valid when it carries no token', () => {
      const page = serverRender(Page, path);
      expect(page.querySelector('h1')).toHaveTextContent('Invalid Newsletter Link');
      expect(page.querySelector('form')).toBeNull();
    });
  });
});
