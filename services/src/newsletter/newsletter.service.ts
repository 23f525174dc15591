import { type NewsletterOutcome, type NewsletterResponse, SUBSCRIBED_MESSAGE } from '@gentlebowl/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Or, Raw, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Mailer } from '../mail/mailer.js';
import { checkToken } from '../mail/signed-tokens.js';
import { confirmationMessage, welcomeMessage } from './newsletter-mails.js';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity.js';

/** Repeated sign-ups of one unconfirmed address send at most one confirmation mail per this many minutes. */
export const CONFIRMATION_MAIL_INTERVAL_MINUTES = 60;

/** A subscription's link key (a UUID, see the entity). A link mailed before link keys names the
 * address instead. */
const LINK_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSubscriptionEntity)
    private readonly subscriptions: Repository<NewsletterSubscriptionEntity>,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Records a sign-up of a normalized address and mails it a confirmation link: the address counts
   * as a subscriber only once its owner follows the link (double opt-in). A second sign-up is a
   * success that adds no row and answers exactly like the first, so the endpoint never reveals who is
   * subscribed: not by its answer, and not by its time either, since both paths write a row version
   * and the mail leaves in the background. ON CONFLICT keeps concurrent identical sign-ups to one row.
   *
   * The second statement claims the right to mail: only an unconfirmed address, and only if no
   * confirmation went to it in the last hour, so a stranger cannot flood an inbox. Concurrent claims
   * queue on the row's lock and re-check the condition, so one of them wins.
   */
  async subscribe(email: string): Promise<NewsletterResponse> {
    await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({ email, lastSignedUpAt: () => 'now()' })
      .orUpdate(['last_signed_up_at'], ['email'])
      .updateEntity(false)
      .execute();
    const claim = await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({ confirmationSentAt: () => 'now()' })
      .where({
        email,
        confirmedAt: IsNull(),
        confirmationSentAt: Or(
          IsNull(),
          Raw((sentAt) => `${sentAt} <= now() - make_interval(mins => :interval)`, {
            interval: CONFIRMATION_MAIL_INTERVAL_MINUTES,
          }),
        ),
      })
      .returning(['id', 'linkKey'])
      .updateEntity(false)
      .execute();
    const [claimed] = claim.raw as { id: number; link_key: string }[];
    if (claimed) {
      this.mailer.dispatch(confirmationMessage(this.config.mail, { email, linkKey: claimed.link_key }), {
        kind: 'newsletter-confirmation',
        id: claimed.id,
      });
    }
    return { message: SUBSCRIBED_MESSAGE };
  }

  /**
   * Confirms the sign-up a confirmation link names, as the button of the page the link opens asks. A
   * valid link confirms it once (the first confirmation sends the welcome mail, the first newsletter
   * mail); an unsubscribed or purged sign-up is no longer there, and its link is treated as invalid,
   * as is a link mailed before link keys, which named the address.
   */
  async confirm(token: string): Promise<NewsletterOutcome> {
    const check = checkToken(token, 'confirm', this.config.mail.signingSecret);
    if (check.status === 'expired') return 'linkExpired';
    if (check.status === 'invalid' || !LINK_KEY.test(check.subject)) return 'invalidLink';
    // Concurrent presses queue on the row's lock and re-check that it is unconfirmed, so one confirms.
    const confirmation = await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({ confirmedAt: () => 'now()' })
      .where({ linkKey: check.subject, confirmedAt: IsNull() })
      .returning(['id', 'email'])
      .updateEntity(false)
      .execute();
    const [confirmed] = confirmation.raw as { id: number; email: string }[];
    if (!confirmed) return (await this.subscriptions.existsBy({ linkKey: check.subject })) ? 'alreadyConfirmed' : 'invalidLink';
    this.mailer.dispatch(welcomeMessage(this.config.mail, { email: confirmed.email, linkKey: check.subject }), {
      kind: 'newsletter-welcome',
      id: confirmed.id,
    });
    return 'confirmed';
  }

  /**
   * Follows an unsubscribe link (RFC 8058 one-click, or the unsubscribe page's button): the
   * subscription is removed with its consent record. Unsubscribing twice is no error. A link mailed
   * before link keys names the address itself; it never expires, and leaving must keep working, so
   * it is honoured still.
   */
  async unsubscribe(token: string): Promise<NewsletterOutcome> {
    const check = checkToken(token, 'unsubscribe', this.config.mail.signingSecret);
    if (check.status !== 'valid') return 'invalidLink';
    await this.subscriptions.delete(LINK_KEY.test(check.subject) ? { linkKey: check.subject } : { email: check.subject });
    return 'unsubscribed';
  }
}
