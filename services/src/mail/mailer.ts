import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
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
 * What a mail is about, as the log names it when the mail fails: its kind and the id of the record
 * it is about (stored before the mail leaves), which is all an operator needs to find it. Never its
 * recipient, its Reply-To or its subject: a contact message's subject names the sender.
 */
export interface MailAbout {
  kind: 'contact-message' | 'newsletter-confirmation' | 'newsletter-welcome' | 'owner-story-review';
  id: string | number;
}

/** An error code of a fixed vocabulary (nodemailer's EENVELOPE, EAUTH, ECONNECTION, ETIMEDOUT…). */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,31}$/;

/**
 * The class of a relay's error, without its words: the relay's message and answer, and nodemailer's
 * list of rejected recipients, quote addresses.
 */
function errorClass(error: unknown): Record<string, unknown> {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    error: error instanceof Error ? error.name : typeof error,
    ...(typeof code === 'string' && ERROR_CODE.test(code) ? { code } : {}),
    // The SMTP reply's number (550: the mailbox refused it), not its text.
    ...(Number.isInteger(responseCode) ? { responseCode } : {}),
  };
}

/**
 * Sends the site's mail. A mail is handed over in the background: the request that caused it is
 * answered at once (a slow relay never slows a sign-up, and a known address is not told apart by the
 * time its answer takes); a failure is logged, and what the mail is about is stored already.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(Mailer.name);
  }

  /** Sends in the background (see the class); a failure is logged as `about` names the mail. */
  dispatch(mail: Omit<OutgoingMail, 'from'>, about: MailAbout): void {
    const sending = this.transport
      .sendMail({ from: this.config.mail.from, ...mail })
      .then(
        () => undefined,
        (error: unknown) => {
          this.logger.error({ mail: about.kind, id: about.id, ...errorClass(error) }, 'Could not send a mail');
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
