import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Mailer } from '../mail/mailer.js';

describe('POST /api/contact', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const validMessage = {
    name: '  Dana  ',
    email: 'Dana@Example.com',
    subject: 'allergy',
    message: 'Which foods are free of chicken fat?',
  };

  it('stores the message with its subject and thanks the sender', async () => {
    const response = await request(testApp.server).post('/api/contact').send(validMessage).expect(201);
    expect(response.body).toEqual({ message: "Thank you for contacting us. We'll get back to you soon." });
    const stored = await testApp.query('SELECT name, email, subject, message FROM contact_messages');
    expect(stored).toEqual([
      { name: 'Dana', email: 'dana@example.com', subject: 'allergy', message: 'Which foods are free of chicken fat?' },
    ]);
  });

  it("mails each stored message to the editors' inbox, the sender as Reply-To, and nothing to the sender", async () => {
    const sender = { name: 'Sam <b>', email: 'sam@example.com', subject: 'digestive-issue', message: 'Loose stools <script>after</script> lamb.' };
    await request(testApp.server).post('/api/contact').send(sender).expect(201);
    await request(testApp.server).post('/api/contact').send(sender).expect(201);
    await testApp.app.get(Mailer).settled();
    const mails = testApp.mails.sent.filter((mail) => mail.replyTo === 'sam@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: testApp.config.mail.contactInbox,
      replyTo: 'sam@example.com',
      subject: 'Contact form: Digestive Health Issue (from Sam <b>)',
    });
    expect(mails[0]?.text).toContain('Loose stools <script>after</script> lamb.');
    expect(mails[0]?.html).toContain('Loose stools &#60;script&#62;after&#60;/script&#62; lamb.');
    expect(mails[0]?.html).not.toContain('<script>');
    expect(testApp.mails.to('sam@example.com')).toEqual([]);
  });

  it('files a message without a subject under general', async () => {
    await request(testApp.server)
      .post('/api/contact')
      .send({ name: 'Lee', email: 'lee@example.com', message: 'Hello' })
      .expect(201);
    const [row] = await testApp.query<{ subject: string }>(
      "SELECT subject FROM contact_messages WHERE email = 'lee@example.com'",
    );
    expect(row?.subject).toBe('general');
  });

  describe('a repeated identical message', () => {
    const repeated = { name: 'Robin', email: 'robin@example.com', subject: 'general', message: 'Is lamb ok for puppies?' };
    const count = async () =>
      (await testApp.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_messages WHERE email = 'robin@example.com'"))[0]?.n;

    it('is stored once within 10 minutes and still answered as a success', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await request(testApp.server).post('/api/contact').send(repeated).expect(201);
        expect(response.body).toEqual({ message: "Thank you for contacting us. We'll get back to you soon." });
      }
      const concurrent = await Promise.all(
        Array.from({ length: 20 }, () => request(testApp.server).post('/api/contact').send(repeated)),
      );
      expect(concurrent.map((response) => response.status)).toEqual(Array(20).fill(201));
      expect(await count()).toBe(1);
    });

    it('is stored again when any field differs, or after 10 minutes', async () => {
      await request(testApp.server).post('/api/contact').send({ ...repeated, message: 'And for seniors?' }).expect(201);
      expect(await count()).toBe(2);
      await testApp.query("UPDATE contact_message_fingerprints SET stored_at = now() - interval '11 minutes'");
      await request(testApp.server).post('/api/contact').send(repeated).expect(201);
      expect(await count()).toBe(3);
    });
  });

  it.each([
    [{ ...validMessage, name: '' }, 'Please enter your name'],
    [{ ...validMessage, email: 'nope' }, 'Please enter a valid email address'],
    [{ ...validMessage, message: '   ' }, 'Please enter a message'],
    [{ ...validMessage, subject: 'billing' }, 'Please choose one of the listed subjects'],
    [{ ...validMessage, name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ ...validMessage, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('rejects %#: %s', async (body, message) => {
    const before = await testApp.query('SELECT id FROM contact_messages');
    const response = await request(testApp.server).post('/api/contact').send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.query('SELECT id FROM contact_messages')).toHaveLength(before.length);
  });
});
