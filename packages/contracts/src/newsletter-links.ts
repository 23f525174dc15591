/**
 * The addresses a newsletter mail links to and the pages its links end on. The API redirects to
 * these pages and writes the links; mfe-content serves the pages (a test there checks that every
 * page here is one of its routes).
 */

/** The newsletter sign-up's answer (spec section 8's success message, and what to do next). */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter. Check your inbox to confirm.';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_HOURS = 48;

/** The query parameter that carries a signed link's token. */
export const NEWSLETTER_TOKEN_PARAMETER = 'token';

/** The API's link handlers, under the site's /api proxy. */
export const newsletterApiPaths = {
  /** POST (the confirmation page's form): confirms the sign-up the token names, then redirects to the
   * outcome's page. */
  confirm: '/api/newsletter/confirm',
  /** POST (RFC 8058 one-click, or the unsubscribe page's form): removes the address, then redirects. */
  unsubscribe: '/api/newsletter/unsubscribe',
} as const;

/** What following a link did, each with a page that says so. */
export const newsletterOutcomePaths = {
  confirmed: '/newsletter/confirmed',
  alreadyConfirmed: '/newsletter/already-confirmed',
  linkExpired: '/newsletter/link-expired',
  invalidLink: '/newsletter/invalid-link',
  unsubscribed: '/newsletter/unsubscribed',
} as const;

export type NewsletterOutcome = keyof typeof newsletterOutcomePaths;

/** The page a confirmation mail's link opens: a button that POSTs to the API, since mail scanners
 * follow GET links and would otherwise confirm for the owner. */
export const NEWSLETTER_CONFIRM_PAGE_PATH = '/newsletter/confirm';

/** The page a mail's unsubscribe link opens: a button that POSTs to the API, since mail scanners follow
 * GET links. */
export const NEWSLETTER_UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';
