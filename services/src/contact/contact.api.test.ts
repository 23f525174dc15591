import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';

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
