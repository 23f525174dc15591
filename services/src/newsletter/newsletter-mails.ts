import {
  CONFIRMATION_LINK_HOURS,
  NEWSLETTER_TOKEN_PARAMETER,
  NEWSLETTER_UNSUBSCRIBE_PAGE_PATH,
  newsletterApiPaths,
} from '@gentlebowl/contracts';
import type { MailConfig } from '../config/app-config.js';
import { confirmationMail, type MailContent, welcomeMail } from '../mail/mail-templates.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { signToken } from '../mail/signed-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

function siteLink(config: MailConfig, path: string, token: string): string {
  return `${config.siteOrigin}${path}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAMETER]: token })}`;
}

/** The confirmation mail: the only mail an address gets before its owner confirms it. */
export function confirmationMessage(config: MailConfig, email: string, now: Date = new Date()): Omit<OutgoingMail, 'from'> {
  const token = signToken('confirm', email, config.signingSecret, new Date(now.getTime() + CONFIRMATION_LINK_HOURS * HOUR_MS));
  return { to: email, ...confirmationMail(siteLink(config, newsletterApiPaths.confirm, token), CONFIRMATION_LINK_HOURS) };
}

/**
 * A newsletter mail to a confirmed subscriber, with RFC 8058 one-click unsubscribe: the mailbox
 * provider POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe address, and the text's link
 * opens a page with the same button (a GET never unsubscribes: mail scanners follow links).
 */
export function newsletterMessage(
  config: MailConfig,
  email: string,
  content: (unsubscribePageUrl: string) => MailContent,
): Omit<OutgoingMail, 'from'> {
  const token = signToken('unsubscribe', email, config.signingSecret, null);
  return {
    to: email,
    ...content(siteLink(config, NEWSLETTER_UNSUBSCRIBE_PAGE_PATH, token)),
    headers: {
      'List-Unsubscribe': `<${siteLink(config, newsletterApiPaths.unsubscribe, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The first newsletter mail, once the address is confirmed. */
export function welcomeMessage(config: MailConfig, email: string): Omit<OutgoingMail, 'from'> {
  return newsletterMessage(config, email, (unsubscribeUrl) => welcomeMail(config.siteOrigin, unsubscribeUrl));
}
