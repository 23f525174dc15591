import type { APIRequestContext, Page } from '@playwright/test';
import { signToken } from '../../services/src/mail/signed-tokens';
import { queryE2eDatabase } from '../support/database';
import { E2E_MAIL_SIGNING_SECRET, E2E_MAILBOX_URL } from '../support/e2e-ports';
import { notifications, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// Double opt-in against the composed site and the local mailbox the launcher runs (maildev, its REST
// API at /api/email): a sign-up mails a link to a page whose button confirms (opening the link, as a
// mail scanner does, confirms nothing), a second press, an expired and a forged link each get their
// page, unsubscribe works, a repeated sign-up within the hour sends no second mail, and a contact
// message reaches the editors' inbox.

interface MailboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

const CONFIRM_SUBJECT = 'Please confirm your Gentle Bowl newsletter subscription';
const WELCOME_SUBJECT = 'Welcome to the Gentle Bowl newsletter';
/** The API's default CONTACT_INBOX, which the launcher leaves as it is. */
const CONTACT_INBOX = 'editors@gentlebowl.localhost';

const newsletter = (page: Page) => page.getByRole('region', { name: 'Gentle Feeding Tips in Your Inbox' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

function uniqueAddress(label: string): string {
  return `opt-in-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function mailsTo(request: APIRequestContext, address: string): Promise<MailboxMail[]> {
  const response = await request.get(`${E2E_MAILBOX_URL}/api/email`);
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as MailboxMail[];
  return mails.filter((mail) => mail.to.some((recipient) => recipient.address === address));
}

/** Whether the address is confirmed, as the database holds it (none for an unknown address). */
function confirmed(address: string): Promise<{ confirmed: boolean }[]> {
  return queryE2eDatabase('SELECT confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE email = $1', [address]);
}

/** The random key the address's links name. */
async function linkKeyOf(address: string): Promise<string> {
  const [row] = await queryE2eDatabase<{ link_key: string }>('SELECT link_key FROM newsletter_subscriptions WHERE email = $1', [address]);
  return row?.link_key ?? '';
}

/** When the API last mailed the address a confirmation link (none for an unknown address). */
function confirmationSentAt(address: string): Promise<{ sent_at: Date | null }[]> {
  return queryE2eDatabase('SELECT confirmation_sent_at AS sent_at FROM newsletter_subscriptions WHERE email = $1', [address]);
}

/** Waits until the mailbox holds `count` mails to the address (mail leaves the API in the background). */
async function waitForMails(request: APIRequestContext, address: string, count: number): Promise<MailboxMail[]> {
  await expect.poll(async () => (await mailsTo(request, address)).length, { timeout: 10_000 }).toBe(count);
  return mailsTo(request, address);
}

/** The mail as it travelled, its folded header lines unfolded (RFC 5322, section 2.2.3). */
async function rawSource(request: APIRequestContext, mail: MailboxMail): Promise<string> {
  return (await (await request.get(`${E2E_MAILBOX_URL}/api/email/${mail.id}/source`)).text()).replace(/\r?\n[ \t]+/g, ' ');
}

/** The link of a mail's text part to `path` on the site. */
function linkTo(mail: MailboxMail | undefined, path: string): string {
  const link = mail?.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`))?.[0];
  if (!link) throw new Error(`No link to ${path} in the mail "${mail?.subject}"`);
  return link;
}

/** What the confirmation page's button sends, without a browser: a form POST of the link's token. */
async function pressConfirm(request: APIRequestContext, confirmLink: string): Promise<void> {
  const token = new URL(confirmLink).searchParams.get('token') ?? '';
  const response = await request.post(`/api/newsletter/confirm?${new URLSearchParams({ token })}`, { form: {}, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

async function signUp(page: Page, address: string): Promise<void> {
  await page.goto('/');
  await waitForContentPage(page);
  await newsletter(page).getByRole('textbox', { name: 'Email address' }).fill(address);
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter(page).getByText('Check your inbox to confirm')).toBeVisible();
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('newsletter double opt-in', () => {
  test("a sign-up mails a link to a page whose button confirms once; the second press says so; unsubscribe works", async ({
    page,
    request,
  }) => {
    const address = uniqueAddress('confirm');
    await signUp(page, address);

    const [confirmation] = await waitForMails(request, address, 1);
    expect(confirmation?.subject).toBe(CONFIRM_SUBJECT);
    // Mails link only to the site's own pages, with a token that shows nothing of the address.
    const confirmLink = linkTo(confirmation, '/newsletter/confirm');
    expect(new URL(confirmLink).origin).toBe(new URL(page.url()).origin);
    const [payload] = (new URL(confirmLink).searchParams.get('token') ?? '').split('.');
    expect(Buffer.from(payload ?? '', 'base64url').toString('utf8')).not.toContain('opt-in-confirm');

    await page.goto(confirmLink);
    await expect(heading(page)).toHaveText('Confirm Your Subscription');
    expect(await confirmed(address)).toEqual([{ confirmed: false }]);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(heading(page)).toHaveText('Subscription Confirmed');
    expect(await confirmed(address)).toEqual([{ confirmed: true }]);

    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page).toHaveURL(/\/newsletter\/already-confirmed$/);
    await expect(heading(page)).toHaveText('Subscription Already Confirmed');

    // The first newsletter mail, with RFC 8058 one-click unsubscribe.
    const [, welcome] = await waitForMails(request, address, 2);
    expect(welcome?.subject).toBe(WELCOME_SUBJECT);
    const source = await rawSource(request, welcome as MailboxMail);
    expect(source).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>/m);
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The text's link opens a page; only its button, a form POST, unsubscribes.
    await page.goto(linkTo(welcome, '/newsletter/unsubscribe'));
    await expect(heading(page)).toHaveText('Unsubscribe from the Newsletter');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(heading(page)).toHaveText('Unsubscribed from the Newsletter');

    // The address is gone: its confirmation link no longer confirms anything.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(heading(page)).toHaveText('Invalid Newsletter Link');
  });

  test('opening the confirmation link, as a mail scanner does, confirms nothing; the button does, without JavaScript', async ({
    browser,
    page,
    request,
  }) => {
    const address = uniqueAddress('scanned');
    await signUp(page, address);
    const [confirmation] = await waitForMails(request, address, 1);
    const confirmLink = linkTo(confirmation, '/newsletter/confirm');

    // A scanner follows the link (and anything it could guess from it) with GETs.
    expect((await request.get(confirmLink)).status()).toBe(200);
    const token = new URL(confirmLink).searchParams.get('token') ?? '';
    await request.get(`/api/newsletter/confirm?${new URLSearchParams({ token })}`);
    expect(await confirmed(address)).toEqual([{ confirmed: false }]);

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await withoutScripts.newPage();
    await plainPage.goto(confirmLink);
    await expect(heading(plainPage)).toHaveText('Confirm Your Subscription');
    expect(await confirmed(address)).toEqual([{ confirmed: false }]);
    await plainPage.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(plainPage).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(heading(plainPage)).toHaveText('Subscription Confirmed');
    await withoutScripts.close();
    expect(await confirmed(address)).toEqual([{ confirmed: true }]);
    // Confirmed now, the welcome mail follows: the first one the scanner's visit did not cause.
    const [, welcome] = await waitForMails(request, address, 2);
    expect(welcome?.subject).toBe(WELCOME_SUBJECT);
  });

  test('the one-click unsubscribe a mailbox provider sends works without a browser', async ({ page, request }) => {
    const address = uniqueAddress('one-click');
    await signUp(page, address);
    const [confirmation] = await waitForMails(request, address, 1);
    await pressConfirm(request, linkTo(confirmation, '/newsletter/confirm'));
    const [, welcome] = await waitForMails(request, address, 2);
    const oneClick = (await rawSource(request, welcome as MailboxMail)).match(/^List-Unsubscribe: <([^>]+)>/m)?.[1];
    if (!oneClick) throw new Error('The welcome mail has no List-Unsubscribe address');

    const response = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/newsletter/unsubscribed');
  });

  test("a mail's unsubscribe link works without JavaScript", async ({ browser, page, request }) => {
    const address = uniqueAddress('no-script');
    await signUp(page, address);
    const [confirmation] = await waitForMails(request, address, 1);
    await pressConfirm(request, linkTo(confirmation, '/newsletter/confirm'));
    const [, welcome] = await waitForMails(request, address, 2);

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await withoutScripts.newPage();
    await plainPage.goto(linkTo(welcome, '/newsletter/unsubscribe'));
    await expect(heading(plainPage)).toHaveText('Unsubscribe from the Newsletter');
    await plainPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(plainPage).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(heading(plainPage)).toHaveText('Unsubscribed from the Newsletter');
    await withoutScripts.close();
  });

  test('an expired and a forged link each get their page', async ({ page, request }) => {
    const address = uniqueAddress('links');
    await signUp(page, address);
    const [confirmation] = await waitForMails(request, address, 1);
    const confirmLink = new URL(linkTo(confirmation, '/newsletter/confirm'));
    const [payload, signature] = (confirmLink.searchParams.get('token') ?? '').split('.');
    const pressConfirmOn = async (token: string) => {
      await page.goto(`${confirmLink.pathname}?${new URLSearchParams({ token })}`);
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    };

    // Forged: the same subscription with a later expiry, under the original signature.
    const [purpose, linkKey] = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as [string, string, number];
    const altered = Buffer.from(JSON.stringify([purpose, linkKey, Math.floor(Date.now() / 1000) + 86_400 * 365])).toString('base64url');
    await pressConfirmOn(`${altered}.${signature}`);
    await expect(page).toHaveURL(/\/newsletter\/invalid-link$/);
    await expect(heading(page)).toHaveText('Invalid Newsletter Link');
    await expect(page.getByRole('link', { name: 'Sign up for the newsletter' })).toHaveAttribute('href', '/#newsletter');

    // Expired: a link signed with the suite's key, whose 48 hours ended a minute ago.
    await pressConfirmOn(signToken('confirm', await linkKeyOf(address), E2E_MAIL_SIGNING_SECRET, new Date(Date.now() - 60_000)));
    await expect(page).toHaveURL(/\/newsletter\/link-expired$/);
    await expect(heading(page)).toHaveText('Confirmation Link Expired');
    await expect(page.getByText('a link works for 48 hours')).toBeVisible();

    // Neither confirmed the address; its own link still does.
    expect(await confirmed(address)).toEqual([{ confirmed: false }]);
    await page.goto(confirmLink.toString());
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(heading(page)).toHaveText('Subscription Confirmed');
  });

  test('a second sign-up within the hour sends no second mail', async ({ page, request }) => {
    const address = uniqueAddress('repeat');
    await signUp(page, address);
    await waitForMails(request, address, 1);

    const firstMail = await confirmationSentAt(address);
    expect(firstMail).toEqual([{ sent_at: expect.any(Date) }]);
    await signUp(page, address);
    // The API decides whether to mail before it answers, and records the time of every mail it sends.
    expect(await confirmationSentAt(address)).toEqual(firstMail);
    // A sign-up after it is mailed: once its mail has arrived, a second mail to the first address,
    // sent before it, would have arrived too.
    const later = uniqueAddress('after-repeat');
    await signUp(page, later);
    await waitForMails(request, later, 1);
    expect(await mailsTo(request, address)).toHaveLength(1);
  });

  test("a contact message reaches the editors' inbox, the sender as Reply-To", async ({ page, request }) => {
    const sender = uniqueAddress('contact');
    await page.goto('/contact');
    await waitForContentPage(page);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Robin Mail');
    await form.getByRole('textbox', { name: 'Email address' }).fill(sender);
    await form.getByRole('textbox', { name: 'Message' }).fill(`Which foods suit a beagle? (${sender})`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(notifications(page).getByRole('status')).toContainText('Message Sent!');

    await expect
      .poll(async () => (await mailsTo(request, CONTACT_INBOX)).filter((mail) => mail.text.includes(sender)).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [mail] = (await mailsTo(request, CONTACT_INBOX)).filter((candidate) => candidate.text.includes(sender));
    expect(await rawSource(request, mail as MailboxMail)).toMatch(new RegExp(`^Reply-To: ${sender.replace(/[.+]/g, '\\$&')}`, 'mi'));
    // Nothing goes to an address nobody confirmed.
    expect(await mailsTo(request, sender)).toEqual([]);
  });
});
