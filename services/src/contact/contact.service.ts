import { createHash } from 'node:crypto';
import type { ContactRequest, ContactResponse } from '@gentlebowl/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { contactMail } from '../mail/mail-templates.js';
import { Mailer } from '../mail/mailer.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactMessageFingerprintEntity } from './contact-message-fingerprint.entity.js';

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
   * ON CONFLICT makes simultaneous identical messages claim it one at a time. Not a transaction of
   * two statements: when the database stops answering, that would wait out the time limit twice, for
   * the statement and again for its rollback. A stored message is mailed to the editors' inbox with
   * the sender as Reply-To, so answering it is replying; nothing is mailed to the sender, whose
   * address nobody has confirmed.
   */
  async receive(request: ContactRequest): Promise<ContactResponse> {
    const claim = this.dataSource
      .createQueryBuilder(ContactMessageFingerprintEntity, 'fingerprint')
      .insert()
      .values({ contentHash: contentHash(request), storedAt: () => 'now()' })
      .orUpdate(['stored_at'], ['content_hash'], {
        overwriteCondition: {
          where: 'fingerprint.stored_at <= now() - make_interval(mins => :repeatWindowMinutes)',
          parameters: { repeatWindowMinutes: REPEAT_WINDOW_MINUTES },
        },
      })
      .returning(['contentHash']);
    const { name, email, subject, message } = request;
    const stored = await this.dataSource
      .createQueryBuilder()
      .addCommonTableExpression(claim, 'claimed')
      .insert()
      .into(ContactMessageEntity, ['name', 'email', 'subject', 'message'])
      .valuesFromSelect((select) =>
        select
          .select([':name', ':email', ':subject', ':message'])
          .from('claimed', 'claimed')
          .setParameters({ name, email, subject, message }),
      )
      .returning(['id'])
      .updateEntity(false)
      .execute();
    const [storedMessage] = stored.raw as { id: number }[];
    if (storedMessage) {
      this.mailer.dispatch(
        { to: this.config.mail.contactInbox, replyTo: request.email, ...contactMail(request) },
        { kind: 'contact-message', id: storedMessage.id },
      );
    }
    return { message: MESSAGE_RECEIVED };
  }
}
