import {
  CONFIRMATION_LINK_HOURS,
  NEWSLETTER_CONFIRM_PAGE_PATH,
  NEWSLETTER_TOKEN_PARAMETER,
  NEWSLETTER_UNSUBSCRIBE_PAGE_PATH,
  newsletterApiPaths,
} from '@gentlebowl/contracts';
import type { MailConfig } from '../config/app-config.js';
import { confirmationMail, type MailContent, welcomeMail } from '../mail/mail-templates.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { signToken } from '../mail/signed-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

/** A subscription as its mails need it: where they go, and the random key their links name. */
export interface MailedSubscription {
  email: string;
  linkKey: string;
}

function siteLink(config: MailConfig, path: string, token: string): string {
  return `${config.siteOrigin}${path}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAMETER]: token })}`;
}

/**
 * The confirmation mail: the only mail an address gets before its owner confirms it. Its link opens a
 * page with the button that confirms (a GET never confirms: mail scanners follow links).
 */
export function confirmationMessage(
  config: MailConfig,
  subscription: MailedSubscription,
  now: Date = new Date(),
): Omit<OutgoingMail, 'from'> {
  const expiresAt = new Date(now.getTime() + CONFIRMATION_LINK_HOURS * HOUR_MS);
  const token = signToken('confirm', subscription.linkKey, config.signingSecret, expiresAt);
  return {
    to: subscription.email,
    ...confirmationMail(siteLink(config, NEWSLETTER_CONFIRM_PAGE_PATH, token), CONFIRMATION_LINK_HOURS),
  };
}

/**
 * A newsletter mail to a confirmed subscriber, with RFC 8058 one-click unsubscribe: the mailbox
 * provider POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe address, and the text's link
 * opens a page with the same button (a GET never unsubscribes: mail scanners follow links).
 */
export function newsletterMessage(
  config: MailConfig,
  subscription: MailedSubscription,
  content: (unsubscribePageUrl: string) => MailContent,
): Omit<OutgoingMail, 'from'> {
  const token = signToken('unsubscribe', subscription.linkKey, config.signingSecret, null);
  return {
    to: subscription.email,
    ...content(siteLink(config, NEWSLETTER_UNSUBSCRIBE_PAGE_PATH, token)),
    headers: {
      'List-Unsubscribe': `<${siteLink(config, newsletterApiPaths.unsubscribe, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The first newsletter mail, once the address is confirmed. */
export function welcomeMessage(config: MailConfig, subscription: MailedSubscription): Omit<OutgoingMail, 'from'> {
  return newsletterMessage(config, subscription, (unsubscribeUrl) => welcomeMail(config.siteOrigin, unsubscribeUrl));
}
