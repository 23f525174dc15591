import { CONFIRMATION_LINK_HOURS } from '@gentlebowl/contracts';
import type { RouteId } from '@gentlebowl/routes';

/** The pages a newsletter mail's links open (confirm, unsubscribe: a button) or end on (the API
 * redirects to the others). */
export type NewsletterLinkPageId = Extract<
  RouteId,
  | 'newsletter-confirm'
  | 'newsletter-confirmed'
  | 'newsletter-already-confirmed'
  | 'newsletter-link-expired'
  | 'newsletter-invalid-link'
  | 'newsletter-unsubscribe'
  | 'newsletter-unsubscribed'
>;

export interface NewsletterLinkPageText {
  /** The h1, and the document title. */
  title: string;
  /** What happened, and what the reader can do next. */
  lead: string;
  /** Whether the page offers the sign-up again (a link to the home page's newsletter box). */
  offersSignUp: boolean;
}

const SIGN_UP_AGAIN = 'Sign up again on the home page and we will send you a new confirmation link.';

export const newsletterLinkPageText: Record<NewsletterLinkPageId, NewsletterLinkPageText> = {
  'newsletter-confirm': {
    title: 'Confirm Your Subscription',
    lead: 'Press the button to receive our newsletter at this address. Until you do, we send it nothing more.',
    offersSignUp: false,
  },
  'newsletter-confirmed': {
    title: 'Subscription Confirmed',
    lead: "Thank you for confirming your address. You'll receive our next newsletter soon. Watch your inbox for helpful tips!",
    offersSignUp: false,
  },
  'newsletter-already-confirmed': {
    title: 'Subscription Already Confirmed',
    lead: 'This address is confirmed already: you are subscribed to our newsletter, and there is nothing more to do.',
    offersSignUp: false,
  },
  'newsletter-link-expired': {
    title: 'Confirmation Link Expired',
    lead: `This confirmation link has expired: a link works for ${CONFIRMATION_LINK_HOURS} hours after the sign-up, and your address was not subscribed. ${SIGN_UP_AGAIN}`,
    offersSignUp: true,
  },
  'newsletter-invalid-link': {
    title: 'Invalid Newsletter Link',
    lead: `This link is not valid. It may have been copied only in part, or the address has left the newsletter since. ${SIGN_UP_AGAIN}`,
    offersSignUp: true,
  },
  'newsletter-unsubscribe': {
    title: 'Unsubscribe from the Newsletter',
    lead: 'Press the button to stop receiving our newsletter at this address. We remove the address from our list at once.',
    offersSignUp: false,
  },
  'newsletter-unsubscribed': {
    title: 'Unsubscribed from the Newsletter',
    lead: 'Your address has been removed from our newsletter list. You will receive no more newsletters from us.',
    offersSignUp: false,
  },
};
