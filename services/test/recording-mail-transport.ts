import type { MailTransport, OutgoingMail } from '../src/mail/mailer.js';

/** Keeps every mail instead of sending it. */
export class RecordingMailTransport implements MailTransport {
  readonly sent: OutgoingMail[] = [];

  async sendMail(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }

  /** The mails to one address. */
  to(address: string): OutgoingMail[] {
    return this.sent.filter((mail) => mail.to === address);
  }
}
