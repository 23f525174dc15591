import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { MailContent } from './mail-templates.js';

/** One mail as the site hands it to the relay. */
export interface OutgoingMail extends MailContent {
  from: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** What sends mail: nodemailer's SMTP transport (see mail.module.ts), or a recorder in tests. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * Sends the site's mail. A mail is handed over in the background: the request that caused it is
 * answered at once (a slow relay never slows a sign-up, and a known address is not told apart by the
 * time its answer takes); a failure is logged, and what the mail is about is stored already.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly log = new Logger(Mailer.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  /** Sends in the background (see the class). */
  dispatch(mail: Omit<OutgoingMail, 'from'>): void {
    const sending = this.transport
      .sendMail({ from: this.config.mail.from, ...mail })
      .then(
        () => undefined,
        (error: unknown) => {
          this.log.error(`Could not send "${mail.subject}": ${error instanceof Error ? error.message : String(error)}`);
        },
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves once every mail dispatched so far has been handed over or has failed. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** A stopping instance hands over the mails it has accepted before it goes. */
  onApplicationShutdown(): Promise<void> {
    return this.settled();
  }
}
