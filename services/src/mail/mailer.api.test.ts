import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Mailer, type MailTransport } from './mailer.js';

// In a file of its own: the API's logger is one per process (nestjs-pino's root), the first app's.

const SENDER = {
  name: 'Zebedee Canaryname',
  email: 'zebedee.canary@example.org',
  subject: 'general',
  message: 'My canary message about Biscuit',
};

describe('log lines of a mail the relay refuses', () => {
  let testApp: TestApp;
  const lines: string[] = [];

  /** An SMTP relay that refuses every mail as nodemailer reports it: its message and fields quote
   * the recipient, and the relay's answer may quote the Reply-To or the subject too. */
  const refusingRelay: MailTransport = {
    sendMail: async (mail) => {
      const response = `550 5.1.1 <${mail.to}>: Recipient address rejected (reply-to ${mail.replyTo}, "${mail.subject}")`;
      throw Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
        code: 'EENVELOPE',
        response,
        responseCode: 550,
        command: 'RCPT TO',
        rejected: [mail.to],
      });
    },
  };

  beforeAll(async () => {
    testApp = await startTestApp({
      config: { logLevel: 'info' },
      logDestination: { write: (line: string) => lines.push(line) },
      mailTransport: refusingRelay,
    });
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    lines.length = 0;
  });

  /** The lines logged at error level or above. */
  const failures = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter(({ level }) => Number(level) >= 50);

  it("hold the message's id and the error's class, never the sender's name or address, nor the subject", async () => {
    await request(testApp.server).post('/api/contact').send(SENDER).expect(201);
    await testApp.app.get(Mailer).settled();
    const [stored] = await testApp.query<{ id: number }>('SELECT id FROM contact_messages WHERE email = $1', [SENDER.email]);
    expect(failures()).toEqual([
      expect.objectContaining({ msg: 'Could not send a mail', mail: 'contact-message', id: stored?.id, error: 'Error', code: 'EENVELOPE' }),
    ]);
    const output = lines.join('');
    for (const value of [SENDER.name, SENDER.email, 'Zebedee', 'canary', 'Contact form:', SENDER.message]) {
      expect(output).not.toContain(value);
    }
  });

  it("hold the sign-up's id, never the address, when a confirmation mail fails", async () => {
    await request(testApp.server).post('/api/newsletter-subscribe').send({ email: SENDER.email }).expect(200);
    await testApp.app.get(Mailer).settled();
    const [subscription] = await testApp.query<{ id: number }>('SELECT id FROM newsletter_subscriptions WHERE email = $1', [SENDER.email]);
    expect(failures()).toEqual([
      expect.objectContaining({ msg: 'Could not send a mail', mail: 'newsletter-confirmation', id: subscription?.id, code: 'EENVELOPE' }),
    ]);
    expect(lines.join('')).not.toContain('canary');
  });
});
