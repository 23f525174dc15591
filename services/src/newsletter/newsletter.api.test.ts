import { newsletterOutcomePaths, SUBSCRIBED_MESSAGE } from '@gentlebowl/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Mailer } from '../mail/mailer.js';
import { signToken } from '../mail/signed-tokens.js';

describe('newsletter double opt-in', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const signUp = (email: string) => request(testApp.server).post('/api/newsletter-subscribe').send({ email });
  const mailsTo = async (email: string) => {
    await testApp.app.get(Mailer).settled();
    return testApp.mails.to(email);
  };
  const rows = (email: string) =>
    testApp.query<{ email: string; confirmed: boolean }>(
      'SELECT email, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
  /** The link of a mail's text part that starts with `prefix`, as path and query under the site. */
  const linkIn = (text: string, path: string) => {
    const url = text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`))?.[0];
    if (!url) throw new Error(`No ${path} link in:\n${text}`);
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  };
  const confirmLinkOf = async (email: string) => {
    const [mail] = await mailsTo(email);
    return linkIn(mail?.text ?? '', '/api/newsletter/confirm');
  };

  it('stores the address trimmed and lower-cased, unconfirmed, and mails it a confirmation link', async () => {
    const response = await signUp('  Biscuit.Owner@Example.COM ').expect(200);
    expect(response.body).toEqual({ message: SUBSCRIBED_MESSAGE });
    expect(await rows('biscuit.owner@example.com')).toEqual([{ email: 'biscuit.owner@example.com', confirmed: false }]);
    const mails = await mailsTo('biscuit.owner@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Please confirm your Gentle Bowl newsletter subscription' });
    expect(mails[0]?.html).toContain('Confirm my subscription');
    // Not yet a subscriber: no unsubscribe header, no newsletter.
    expect(mails[0]?.headers).toBeUndefined();
  });

  it('confirms on the link, then says so on a second click, and sends the welcome mail once', async () => {
    await signUp('confirm@example.com').expect(200);
    const link = await confirmLinkOf('confirm@example.com');
    const first = await request(testApp.server).get(link).expect(303);
    expect(first.headers.location).toBe(newsletterOutcomePaths.confirmed);
    expect(await rows('confirm@example.com')).toEqual([{ email: 'confirm@example.com', confirmed: true }]);
    const second = await request(testApp.server).get(link).expect(303);
    expect(second.headers.location).toBe(newsletterOutcomePaths.alreadyConfirmed);
    const mails = await mailsTo('confirm@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Please confirm your Gentle Bowl newsletter subscription',
      'Welcome to the Gentle Bowl newsletter',
    ]);
  });

  it('sends an expired or forged link to its own page and confirms nothing', async () => {
    await signUp('late@example.com').expect(200);
    const secret = testApp.config.mail.signingSecret;
    const expired = signToken('confirm', 'late@example.com', secret, new Date(Date.now() - 1000));
    const forged = signToken('confirm', 'late@example.com', 'not-the-sites-secret-but-just-as-long', new Date(Date.now() + 3_600_000));
    const expiredAnswer = await request(testApp.server).get('/api/newsletter/confirm').query({ token: expired }).expect(303);
    expect(expiredAnswer.headers.location).toBe(newsletterOutcomePaths.linkExpired);
    for (const token of [forged, 'garbage', '']) {
      const answer = await request(testApp.server).get('/api/newsletter/confirm').query({ token }).expect(303);
      expect(answer.headers.location).toBe(newsletterOutcomePaths.invalidLink);
    }
    expect(await rows('late@example.com')).toEqual([{ email: 'late@example.com', confirmed: false }]);
  });

  it('sends one confirmation mail per hour however often the address signs up, and none once confirmed', async () => {
    await Promise.all(Array.from({ length: 5 }, () => signUp('hourly@example.com').expect(200)));
    await signUp('hourly@example.com').expect(200);
    expect(await mailsTo('hourly@example.com')).toHaveLength(1);

    await testApp.query(
      "UPDATE newsletter_subscriptions SET confirmation_sent_at = now() - interval '61 minutes' WHERE email = 'hourly@example.com'",
    );
    await signUp('hourly@example.com').expect(200);
    expect(await mailsTo('hourly@example.com')).toHaveLength(2);

    await request(testApp.server).get(await confirmLinkOf('hourly@example.com')).expect(303);
    await testApp.query(
      "UPDATE newsletter_subscriptions SET confirmation_sent_at = now() - interval '2 hours' WHERE email = 'hourly@example.com'",
    );
    const before = (await mailsTo('hourly@example.com')).length;
    await signUp('hourly@example.com').expect(200);
    expect(await mailsTo('hourly@example.com')).toHaveLength(before);
  });

  it('puts a one-click unsubscribe in every newsletter mail, and it removes the address', async () => {
    await signUp('leaving@example.com').expect(200);
    await request(testApp.server).get(await confirmLinkOf('leaving@example.com')).expect(303);
    const welcome = (await mailsTo('leaving@example.com')).at(-1);
    expect(welcome?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = welcome?.headers?.['List-Unsubscribe']?.match(/^<(.+)>$/)?.[1] ?? '';
    const { pathname, search } = new URL(oneClick);
    expect(pathname).toBe('/api/newsletter/unsubscribe');
    // The text's link opens the site's page with the button, never the API: a GET does not unsubscribe.
    expect(linkIn(welcome?.text ?? '', '/newsletter/unsubscribe')).toMatch(/^\/newsletter\/unsubscribe\?token=/);

    // What a mailbox provider sends (RFC 8058), without an Origin.
    const answer = await request(testApp.server)
      .post(`${pathname}${search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(303);
    expect(answer.headers.location).toBe(newsletterOutcomePaths.unsubscribed);
    expect(await rows('leaving@example.com')).toEqual([]);
    // Twice is no error.
    await request(testApp.server).post(`${pathname}${search}`).type('form').send('List-Unsubscribe=One-Click').expect(303);
  });

  it('refuses an unsubscribe without a valid token, and a confirmation token in its place', async () => {
    await signUp('staying@example.com').expect(200);
    const confirmLink = await confirmLinkOf('staying@example.com');
    const confirmToken = new URL(confirmLink, 'http://site').searchParams.get('token') ?? '';
    for (const token of [confirmToken, 'garbage']) {
      const answer = await request(testApp.server).post('/api/newsletter/unsubscribe').query({ token }).type('form').send('').expect(303);
      expect(answer.headers.location).toBe(newsletterOutcomePaths.invalidLink);
    }
    expect(await rows('staying@example.com')).toHaveLength(1);
  });

  it('answers a repeated sign-up exactly like the first and adds no row', async () => {
    const first = await signUp('repeat@example.com');
    const second = await signUp('REPEAT@example.com');
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await rows('repeat@example.com')).toHaveLength(1);
  });

  it('does the same write for a known address as for a new one (no timing tells who is subscribed)', async () => {
    await signUp('known@example.com').expect(200);
    await testApp.query(
      "UPDATE newsletter_subscriptions SET created_at = now() - interval '1 day', last_signed_up_at = now() - interval '1 day' WHERE email = 'known@example.com'",
    );
    const xminBefore = await testApp.query<{ xmin: string }>("SELECT xmin::text FROM newsletter_subscriptions WHERE email = 'known@example.com'");
    await signUp('known@example.com').expect(200);
    const [row] = await testApp.query<{ xmin: string; recent: boolean; kept: boolean }>(`
      SELECT xmin::text, last_signed_up_at > now() - interval '1 minute' AS recent,
             created_at < now() - interval '23 hours' AS kept
      FROM newsletter_subscriptions WHERE email = 'known@example.com'`);
    expect(row).toEqual({ xmin: expect.any(String), recent: true, kept: true });
    expect(row?.xmin).not.toBe(xminBefore[0]?.xmin);
  });

  it('keeps one row and sends one mail for 50 concurrent identical sign-ups, none failing', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => signUp('rush@example.com')));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    expect(await rows('rush@example.com')).toHaveLength(1);
    expect(await mailsTo('rush@example.com')).toHaveLength(1);
  });

  it.each([[{ email: 'not-an-email' }], [{ email: '' }], [{}], [{ email: ['a@example.com'] }]])(
    'rejects %j with the spec message',
    async (body) => {
      const response = await request(testApp.server).post('/api/newsletter-subscribe').send(body).expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid email address',
      });
    },
  );
});
