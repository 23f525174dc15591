import { createHash } from 'node:crypto';
import type { ContactRequest, ContactResponse } from '@gentlebowl/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { contactMail } from '../mail/mail-templates.js';
import { Mailer } from '../mail/mailer.js';

export const MESSAGE_RECEIVED = "Thank you for contacting us. We'll get back to you soon.";

/** A message identical to one received this recently is the same message sent again. */
export const REPEAT_WINDOW_MINUTES = 10;

/** Same fields, separator (U+001F) and encoding as the RepeatSafeWrites migration's backfill. */
function contentHash(request: ContactRequest): string {
  return createHash('sha256')
    .update([request.name, request.email, request.subject, request.message].join('\u001f'), 'utf8')
    .digest('hex');
}

@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a message unless the identical message was stored in the last REPEAT_WINDOW_MINUTES (a
   * double click, a resend, a script), and thanks the sender either way. One statement: claiming the
   * message's fingerprint (new, or older than the window) is what lets the insert happen, and
   * ON CONFLICT makes simultaneous identical messages claim it one at a time. A stored message is
   * mailed to the editors' inbox with the sender as Reply-To, so answering it is replying; nothing is
   * mailed to the sender, whose address nobody has confirmed.
   */
  async receive(request: ContactRequest): Promise<ContactResponse> {
    const stored: { id: number }[] = await this.dataSource.query(
      `WITH claimed AS (
         INSERT INTO contact_message_fingerprints AS fingerprint (content_hash, stored_at)
         VALUES ($5, now())
         ON CONFLICT (content_hash) DO UPDATE SET stored_at = excluded.stored_at
           WHERE fingerprint.stored_at <= now() - make_interval(mins => $6)
         RETURNING 1
       )
       INSERT INTO contact_messages (name, email, subject, message)
       SELECT $1, $2, $3, $4 FROM claimed
       RETURNING id`,
      [request.name, request.email, request.subject, request.message, contentHash(request), REPEAT_WINDOW_MINUTES],
    );
    const [message] = stored;
    if (message) {
      this.mailer.dispatch(
        { to: this.config.mail.contactInbox, replyTo: request.email, ...contactMail(request) },
        { kind: 'contact-message', id: message.id },
      );
    }
    return { message: MESSAGE_RECEIVED };
  }
}
