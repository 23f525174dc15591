import { NEWSLETTER_CONFIRM_PAGE_PATH, newsletterApiPaths, newsletterOutcomePaths, SUBSCRIBED_MESSAGE } from '@gentlebowl/contracts';
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
  /** The token of the confirmation mail's link, which opens the site's confirmation page. */
  const confirmTokenOf = async (email: string) => {
    const [mail] = await mailsTo(email);
    return new URL(linkIn(mail?.text ?? '', NEWSLETTER_CONFIRM_PAGE_PATH), 'http://site').searchParams.get('token') ?? '';
  };
  /** What the confirmation page's button sends: a form POST of the link's token. */
  const confirm = (token: string) => request(testApp.server).post(newsletterApiPaths.confirm).query({ token }).type('form').send('');
  const linkKeyOf = async (email: string) =>
    (await testApp.query<{ link_key: string }>('SELECT link_key FROM newsletter_subscriptions WHERE email = $1', [email]))[0]?.link_key ?? '';

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

  it("links to the site's confirmation page with a token that shows nothing of the address", async () => {
    await signUp('Private.Person@example.com').expect(200);
    const [mail] = await mailsTo('private.person@example.com');
    expect(linkIn(mail?.text ?? '', NEWSLETTER_CONFIRM_PAGE_PATH)).toMatch(/^\/newsletter\/confirm\?token=/);
    expect(mail?.html).toContain(`${testApp.config.mail.siteOrigin}${NEWSLETTER_CONFIRM_PAGE_PATH}?token=`);
    const token = await confirmTokenOf('private.person@example.com');
    const [payload] = token.split('.');
    const decoded = Buffer.from(payload ?? '', 'base64url').toString('utf8');
    expect(decoded).toContain(await linkKeyOf('private.person@example.com'));
    for (const shown of [token, decoded, decodeURIComponent(token)]) expect(shown.toLowerCase()).not.toMatch(/private|person|example/);
  });

  it('confirms nothing on a GET of the API, the way an old mail linked to it: that link is invalid now', async () => {
    await signUp('scanned@example.com').expect(200);
    const token = await confirmTokenOf('scanned@example.com');
    const opened = await request(testApp.server).get(newsletterApiPaths.confirm).query({ token }).expect(303);
    expect(opened.headers.location).toBe(newsletterOutcomePaths.invalidLink);
    expect(await rows('scanned@example.com')).toEqual([{ email: 'scanned@example.com', confirmed: false }]);
    expect(await mailsTo('scanned@example.com')).toHaveLength(1);
  });

  it("confirms on the page's button, then says so on a second press, and sends the welcome mail once", async () => {
    await signUp('confirm@example.com').expect(200);
    const token = await confirmTokenOf('confirm@example.com');
    const first = await confirm(token).expect(303);
    expect(first.headers.location).toBe(newsletterOutcomePaths.confirmed);
    expect(await rows('confirm@example.com')).toEqual([{ email: 'confirm@example.com', confirmed: true }]);
    const second = await confirm(token).expect(303);
    expect(second.headers.location).toBe(newsletterOutcomePaths.alreadyConfirmed);
    const mails = await mailsTo('confirm@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Please confirm your Gentle Bowl newsletter subscription',
      'Welcome to the Gentle Bowl newsletter',
    ]);
  });

  it('confirms once and sends one welcome mail when the button is pressed many times at once', async () => {
    await signUp('eager@example.com').expect(200);
    const token = await confirmTokenOf('eager@example.com');
    const presses = await Promise.all(Array.from({ length: 10 }, () => confirm(token).expect(303)));
    expect(presses.map((press) => press.headers.location).sort()).toEqual(
      [newsletterOutcomePaths.confirmed, ...Array(9).fill(newsletterOutcomePaths.alreadyConfirmed)].sort(),
    );
    expect(await rows('eager@example.com')).toEqual([{ email: 'eager@example.com', confirmed: true }]);
    expect((await mailsTo('eager@example.com')).map((mail) => mail.subject)).toEqual([
      'Please confirm your Gentle Bowl newsletter subscription',
      'Welcome to the Gentle Bowl newsletter',
    ]);
  });

  it('sends an expired, forged or pre-link-key link to its own page and confirms nothing', async () => {
    await signUp('late@example.com').expect(200);
    const secret = testApp.config.mail.signingSecret;
    const linkKey = await linkKeyOf('late@example.com');
    const expired = signToken('confirm', linkKey, secret, new Date(Date.now() - 1000));
    const forged = signToken('confirm', linkKey, 'not-the-sites-secret-but-just-as-long', new Date(Date.now() + 3_600_000));
    // As mailed before link keys: the address itself, signed with the site's key.
    const namingTheAddress = signToken('confirm', 'late@example.com', secret, new Date(Date.now() + 3_600_000));
    expect((await confirm(expired).expect(303)).headers.location).toBe(newsletterOutcomePaths.linkExpired);
    for (const token of [forged, namingTheAddress, 'garbage', '']) {
      expect((await confirm(token).expect(303)).headers.location).toBe(newsletterOutcomePaths.invalidLink);
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

    await confirm(await confirmTokenOf('hourly@example.com')).expect(303);
    await testApp.query(
      "UPDATE newsletter_subscriptions SET confirmation_sent_at = now() - interval '2 hours' WHERE email = 'hourly@example.com'",
    );
    const before = (await mailsTo('hourly@example.com')).length;
    await signUp('hourly@example.com').expect(200);
    expect(await mailsTo('hourly@example.com')).toHaveLength(before);
  });

  it('puts a one-click unsubscribe in every newsletter mail, and it removes the address', async () => {
    await signUp('leaving@example.com').expect(200);
    await confirm(await confirmTokenOf('leaving@example.com')).expect(303);
    const welcome = (await mailsTo('leaving@example.com')).at(-1);
    expect(welcome?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = welcome?.headers?.['List-Unsubscribe']?.match(/^<(.+)>$/)?.[1] ?? '';
    const { pathname, search } = new URL(oneClick);
    expect(pathname).toBe('/api/newsletter/unsubscribe');
    expect(Buffer.from(new URLSearchParams(search).get('token') ?? '', 'base64url').toString('latin1')).not.toContain('leaving');
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

  it('honours an unsubscribe link mailed before link keys, which named the address and never expires', async () => {
    await signUp('early@example.com').expect(200);
    await confirm(await confirmTokenOf('early@example.com')).expect(303);
    const token = signToken('unsubscribe', 'early@example.com', testApp.config.mail.signingSecret, null);
    const answer = await request(testApp.server).post('/api/newsletter/unsubscribe').query({ token }).type('form').send('').expect(303);
    expect(answer.headers.location).toBe(newsletterOutcomePaths.unsubscribed);
    expect(await rows('early@example.com')).toEqual([]);
  });

  it('refuses an unsubscribe without a valid token, and a confirmation token in its place', async () => {
    await signUp('staying@example.com').expect(200);
    const confirmToken = await confirmTokenOf('staying@example.com');
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
