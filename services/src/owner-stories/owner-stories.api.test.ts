import { OWNER_STORY_RECEIVED_MESSAGE, ownerStoryMessages } from '@gentlebowl/contracts';
import request from 'supertest';
import { REAL_CONTENT_DIR, startTestApp, type TestApp } from '../../test/test-app.js';
import { Mailer } from '../mail/mailer.js';
import { signToken } from '../mail/signed-tokens.js';

const story = {
  firstName: 'Juniper',
  town: 'Asheville, North Carolina',
  story: 'Our beagle had loose stools for months. The 10-day plan made the switch gentle.',
  consent: true,
};

/** A story's mail to the editors, and the tokens of its two links. */
async function reviewMailOf(testApp: TestApp, firstName: string) {
  await testApp.app.get(Mailer).settled();
  const mail = testApp.mails.sent.findLast((candidate) => candidate.subject.includes(`from ${firstName},`));
  if (!mail) throw new Error(`no review mail for ${firstName}`);
  const tokenAfter = (label: string) => {
    const link = mail.text.match(new RegExp(`${label}: (\\S+)`))?.[1];
    if (!link) throw new Error(`no "${label}" link in the mail`);
    return { link, token: new URL(link).searchParams.get('token') ?? '' };
  };
  return { mail, approve: tokenAfter('Approve and publish it'), reject: tokenAfter('Reject and delete it') };
}

const send = (testApp: TestApp, body: object) => request(testApp.server).post('/api/owner-stories').send(body);
const shown = async (testApp: TestApp) => (await request(testApp.server).get('/api/owner-stories').expect(200)).body;
const decide = (testApp: TestApp, token: string) => request(testApp.server).post('/api/owner-stories/review').send({ token });

describe('owner stories', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ contentDir: REAL_CONTENT_DIR });
  });
  afterAll(() => testApp.close());
  beforeEach(() => testApp.query('DELETE FROM owner_stories'));

  it("shows the three example stories, marked as examples, while no owner's story is approved", async () => {
    const stories = await shown(testApp);
    expect(stories.map((shownStory: { kind: string; author: string; rating: number }) => [shownStory.kind, shownStory.author, shownStory.rating])).toEqual([
      ['example', 'Megan R.', 5],
      ['example', 'Daniel K.', 5],
      ['example', 'Aisha B.', 4.5],
    ]);
  });

  it('stores a sent story unpublished, shows nothing of it, and mails the editors a link to approve and one to reject', async () => {
    const response = await send(testApp, story).expect(201);
    expect(response.body).toEqual({ message: OWNER_STORY_RECEIVED_MESSAGE });

    const rows = await testApp.query('SELECT first_name, town, story, published_at FROM owner_stories');
    expect(rows).toEqual([{ first_name: 'Juniper', town: 'Asheville, North Carolina', story: story.story, published_at: null }]);
    expect((await shown(testApp)).every((shownStory: { kind: string }) => shownStory.kind === 'example')).toBe(true);

    const { mail, approve, reject } = await reviewMailOf(testApp, 'Juniper');
    expect(mail).toMatchObject({ to: testApp.config.mail.contactInbox, subject: 'Owner story to review (from Juniper, Asheville, North Carolina)' });
    expect(mail.text).toContain(story.story);
    expect(mail.text).toContain(`The links work for ${testApp.config.retentionDays} days.`);
    for (const { link, token } of [approve, reject]) {
      expect(link.startsWith(`${testApp.config.mail.siteOrigin}/owner-stories/review?token=`)).toBe(true);
      // The token names the story by its random id: nothing the owner wrote can be read from it.
      const payload = Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8');
      expect(payload).not.toMatch(/Juniper|Asheville|beagle/);
    }
    expect(approve.token).not.toBe(reject.token);
  });

  it('shows a story once an editor approves it through the review page, and a GET of the link changes nothing', async () => {
    await send(testApp, story).expect(201);
    const { approve } = await reviewMailOf(testApp, 'Juniper');

    const review = await request(testApp.server).get('/api/owner-stories/review').query({ token: approve.token }).expect(200);
    expect(review.headers['cache-control']).toBe('no-store');
    expect(review.body).toEqual({
      decision: 'approve',
      firstName: 'Juniper',
      town: 'Asheville, North Carolina',
      story: story.story,
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      publishedAt: null,
    });
    expect((await shown(testApp))[0].kind).toBe('example');

    expect((await decide(testApp, approve.token).expect(200)).body).toEqual({ outcome: 'approved' });
    const [published] = await shown(testApp);
    expect(await shown(testApp)).toEqual([
      { kind: 'owner', id: expect.any(String), firstName: 'Juniper', town: 'Asheville, North Carolina', story: story.story, publishedAt: expect.any(String) },
    ]);

    // Approving again keeps the story as it was published.
    await decide(testApp, approve.token).expect(200);
    expect(await shown(testApp)).toEqual([published]);
    expect((await request(testApp.server).get('/api/owner-stories/review').query({ token: approve.token }).expect(200)).body.publishedAt).toBe(published.publishedAt);
  });

  it('deletes a rejected story, which then never shows, and says so of its links', async () => {
    await send(testApp, { ...story, firstName: 'Rex' }).expect(201);
    const { approve, reject } = await reviewMailOf(testApp, 'Rex');

    expect((await request(testApp.server).get('/api/owner-stories/review').query({ token: reject.token }).expect(200)).body.decision).toBe('reject');
    expect((await decide(testApp, reject.token).expect(200)).body).toEqual({ outcome: 'rejected' });

    expect(await testApp.query('SELECT id FROM owner_stories')).toEqual([]);
    expect((await shown(testApp)).map((shownStory: { kind: string }) => shownStory.kind)).toEqual(['example', 'example', 'example']);
    const gone = await decide(testApp, approve.token).expect(404);
    expect(gone.body.message).toMatch(/no longer there/);
    await request(testApp.server).get('/api/owner-stories/review').query({ token: approve.token }).expect(404);
  });

  it('shows the newest three approved stories, newest first, and no example beside them', async () => {
    for (const firstName of ['Ada', 'Ben', 'Cleo', 'Dot']) {
      await send(testApp, { ...story, firstName }).expect(201);
      await decide(testApp, (await reviewMailOf(testApp, firstName)).approve.token).expect(200);
    }
    expect((await shown(testApp)).map((shownStory: { firstName: string }) => shownStory.firstName)).toEqual(['Dot', 'Cleo', 'Ben']);
  });

  it('refuses an altered, a cut and an expired link with their own status, changing nothing', async () => {
    await send(testApp, { ...story, firstName: 'Mabel' }).expect(201);
    const { approve, reject } = await reviewMailOf(testApp, 'Mabel');
    const [approvePayload] = approve.token.split('.');
    const [, rejectSignature] = reject.token.split('.');

    for (const token of [`${approvePayload}.${rejectSignature}`, approve.token.slice(0, -4), '']) {
      const refused = await decide(testApp, token).expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    const [row] = await testApp.query<{ id: string }>('SELECT id FROM owner_stories');
    const expired = signToken('approve-story', row?.id ?? '', testApp.config.mail.signingSecret, new Date(Date.now() - 60_000));
    expect((await decide(testApp, expired).expect(410)).body.message).toBe('This review link has expired.');
    expect(await testApp.query('SELECT published_at FROM owner_stories')).toEqual([{ published_at: null }]);
  });

  it.each([
    [{ ...story, consent: false }, ownerStoryMessages.consent],
    [{ firstName: story.firstName, town: story.town, story: story.story }, ownerStoryMessages.consent],
    [{ ...story, firstName: '  ' }, ownerStoryMessages.firstName],
    [{ ...story, town: '' }, ownerStoryMessages.town],
    [{ ...story, story: 's'.repeat(1501) }, 'Story must be at most 1500 characters'],
  ])('refuses %#: %s, storing and mailing nothing', async (body, message) => {
    const mailsBefore = testApp.mails.sent.length;
    const response = await send(testApp, body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.query('SELECT id FROM owner_stories')).toEqual([]);
    await testApp.app.get(Mailer).settled();
    expect(testApp.mails.sent).toHaveLength(mailsBefore);
  });

  it('refuses a cross-site form post and a foreign Origin, as every write', async () => {
    await request(testApp.server)
      .post('/api/owner-stories')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('firstName=Eve&town=Anywhere&story=Hi&consent=yes')
      .expect(415);
    await send(testApp, story).set('Origin', 'https://evil.example').expect(403);
    expect(await testApp.query('SELECT id FROM owner_stories')).toEqual([]);
  });
});

describe('owner stories with the examples turned off', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ contentDir: REAL_CONTENT_DIR, config: { exampleStories: false } });
  });
  afterAll(() => testApp.close());

  it('shows nothing until a story is approved', async () => {
    expect(await shown(testApp)).toEqual([]);
  });
});

describe('owner stories and the writes budget', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ config: { rateLimit: { recommendations: { max: 0, windowSeconds: 60 }, writes: { max: 2, windowSeconds: 3600 } } } });
  });
  afterAll(() => testApp.close());

  it('counts a story against the budget the contact form and the newsletter share', async () => {
    await request(testApp.server).post('/api/contact').send({ name: 'Dana', email: 'dana@example.com', message: 'Hello' }).expect(201);
    await send(testApp, story).expect(201);
    const refused = await send(testApp, { ...story, firstName: 'Again' }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await testApp.query('SELECT first_name FROM owner_stories')).toEqual([{ first_name: 'Juniper' }]);
  });
});
