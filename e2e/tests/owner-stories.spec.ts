import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { signToken } from '../../services/src/mail/signed-tokens';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_MAIL_SIGNING_SECRET, E2E_MAILBOX_URL, E2E_PORTS, e2ePort } from '../support/e2e-ports';
import { type OwnApi, startOwnApi, startShell } from '../support/own-stack';
import { withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// Owner stories on a site of the suite's own (its own API and database, and a shell that caches no
// page), so the stories this spec approves never replace the examples the suite's main site shows:
// a story sent through the home page's form is not shown; the editors' mail (read from the suite's
// local mailbox) links to a review page whose button, not the link, approves or rejects it; an
// approved story shows on the home page, a rejected one never does; a forged or expired link gets
// a clear page; the review works without JavaScript.

const API_PORT = e2ePort(13710);
const POSTGRES_PORT = e2ePort(15943);
const SHELL_PORT = e2ePort(18790);
const SITE = `http://localhost:${SHELL_PORT}`;
/** This site's editors' inbox, so the spec reads only its own site's mails. */
const EDITORS = 'story-editors@gentlebowl.localhost';

let api: OwnApi | undefined;
let shell: ProcessHandle | undefined;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startOwnApi(API_PORT, {
    postgresPort: POSTGRES_PORT,
    env: {
      CORS_ORIGINS: SITE,
      SITE_ORIGIN: SITE,
      SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.mailSmtp}`,
      CONTACT_INBOX: EDITORS,
      MAIL_SIGNING_SECRET: E2E_MAIL_SIGNING_SECRET,
      RATE_LIMIT_MAX: '10000',
    },
  });
  shell = await startShell(SHELL_PORT, {}, { apiPort: API_PORT, env: { PAGE_CACHE_TTL_MS: '0', SITE_ORIGIN: SITE } });
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), api?.server.stop()]);
});

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

interface MailboxMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

interface ShownStory {
  kind: string;
  firstName?: string;
  story?: string;
}

const stories = (page: Page) => page.getByRole('region', { name: 'What Dog Owners Are Saying' });
const shareForm = (page: Page) => page.getByRole('form', { name: 'Share Your Story' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A story no earlier run has sent. */
function newStory(label: string) {
  const id = randomUUID().slice(0, 8);
  return { firstName: `Rosa${id}`, town: 'Tucson, Arizona', story: `${label}: the 10-day plan settled Biscuit's stomach (${id}).` };
}

async function shareStory(page: Page, story: ReturnType<typeof newStory>): Promise<void> {
  await page.goto(`${SITE}/`);
  const form = shareForm(page);
  await form.getByRole('textbox', { name: 'First name' }).fill(story.firstName);
  await form.getByRole('textbox', { name: 'Town' }).fill(story.town);
  await form.getByRole('textbox', { name: 'Your story' }).fill(story.story);
  await form.getByRole('checkbox', { name: /I agree that my story may be published/ }).check();
  await form.getByRole('button', { name: 'Send My Story' }).click();
  await expect(page.locator('#share-your-story').getByText('Thank you for sharing your story!')).toBeVisible();
}

/** The review mail of the story, once it has arrived (mail leaves the API in the background). */
async function reviewMail(request: APIRequestContext, firstName: string): Promise<MailboxMail> {
  const find = async () => {
    const mails = (await (await request.get(`${E2E_MAILBOX_URL}/api/email`)).json()) as MailboxMail[];
    return mails.find((mail) => mail.to.some((to) => to.address === EDITORS) && mail.subject.includes(`from ${firstName},`));
  };
  await expect.poll(async () => Boolean(await find()), { timeout: 10_000 }).toBe(true);
  return (await find()) as MailboxMail;
}

function linkAfter(mail: MailboxMail, label: string): string {
  const link = mail.text.match(new RegExp(`${label}: (https?://\\S+/owner-stories/review\\?token=[\\w.-]+)`))?.[1];
  if (!link) throw new Error(`No "${label}" link in the mail "${mail.subject}"`);
  return link;
}

async function shownStories(request: APIRequestContext): Promise<ShownStory[]> {
  return (await (await request.get(`${SITE}/api/owner-stories`)).json()) as ShownStory[];
}

async function withoutScripts<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a sent story is not shown until an editor approves it on the page its mail links to; then the home page shows it', async ({ page, request }) => {
  const story = newStory('Approved');
  await shareStory(page, story);

  expect((await shownStories(request)).map((shown) => shown.story)).not.toContain(story.story);
  await page.goto(`${SITE}/`);
  await expect(stories(page).getByRole('figure').first()).toBeVisible();
  await expect(stories(page).getByText(story.story)).toHaveCount(0);

  const mail = await reviewMail(request, story.firstName);
  expect(mail.text).toContain(story.story);
  const approve = linkAfter(mail, 'Approve and publish it');
  expect(new URL(approve).origin).toBe(SITE);

  // Opening the link, as a mail scanner does, publishes nothing: the page asks first.
  await page.goto(approve);
  await expect(heading(page)).toHaveText('Approve This Story?');
  await expect(page.locator('blockquote')).toHaveText(story.story);
  expect((await shownStories(request)).map((shown) => shown.story)).not.toContain(story.story);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Approve and Publish' }).click();
  await expect(page).toHaveURL(`${SITE}/owner-stories/review?decided=approved`);
  await expect(heading(page)).toHaveText('Story Approved');

  await page.goto(`${SITE}/`);
  const card = stories(page).getByRole('figure').filter({ hasText: story.story });
  await expect(card).toContainText(story.firstName);
  await expect(card).toContainText(story.town);
  await expect(card).toContainText(/Published \w+ \d{1,2}, \d{4}/);
  await expect(card.getByRole('img')).toHaveCount(0);
  // Real stories replace the examples altogether.
  await expect(stories(page).getByText('Example story')).toHaveCount(0);
});

test('a rejected story never appears, and the review works without JavaScript', async ({ browser, page, request }) => {
  const story = newStory('Rejected');
  await shareStory(page, story);
  const mail = await reviewMail(request, story.firstName);

  await withoutScripts(browser, async (plainPage) => {
    await plainPage.goto(linkAfter(mail, 'Reject and delete it'));
    await expect(heading(plainPage)).toHaveText('Reject This Story?');
    await expect(plainPage.locator('blockquote')).toHaveText(story.story);
    await plainPage.getByRole('button', { name: 'Reject and Delete' }).click();
    await expect(plainPage).toHaveURL(`${SITE}/owner-stories/review?decided=rejected`);
    await expect(heading(plainPage)).toHaveText('Story Rejected');
  });

  expect((await shownStories(request)).map((shown) => shown.story)).not.toContain(story.story);
  await page.goto(`${SITE}/`);
  await expect(stories(page).getByRole('figure').first()).toBeVisible();
  await expect(stories(page).getByText(story.story)).toHaveCount(0);

  // The story is gone: its approve link has nothing left to approve.
  await page.goto(linkAfter(mail, 'Approve and publish it'));
  await expect(heading(page)).toHaveText('Story No Longer There');
  await expect(page.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
});

test('a tampered or expired review link is refused with a page that says so, and no button', async ({ page, request }) => {
  const story = newStory('Tampered');
  await shareStory(page, story);
  const mail = await reviewMail(request, story.firstName);
  const approve = new URL(linkAfter(mail, 'Approve and publish it'));
  const reject = new URL(linkAfter(mail, 'Reject and delete it'));
  const [approvePayload] = (approve.searchParams.get('token') ?? '').split('.');
  const [rejectPayload, rejectSignature] = (reject.searchParams.get('token') ?? '').split('.');

  // The approve link's claims under the reject link's signature.
  await page.goto(`${SITE}/owner-stories/review?token=${approvePayload}.${rejectSignature}`);
  await expect(heading(page)).toHaveText('Invalid Review Link');
  await expect(page.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);

  // A link the suite's key signed for this story, whose time ran out a minute ago.
  const [, storyId] = JSON.parse(Buffer.from(rejectPayload ?? '', 'base64url').toString('utf8')) as [string, string, number];
  const expired = signToken('approve-story', storyId, E2E_MAIL_SIGNING_SECRET, new Date(Date.now() - 60_000));
  await page.goto(`${SITE}/owner-stories/review?token=${expired}`);
  await expect(heading(page)).toHaveText('Review Link Expired');
  await expect(page.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);

  expect((await shownStories(request)).map((shown) => shown.story)).not.toContain(story.story);
});
