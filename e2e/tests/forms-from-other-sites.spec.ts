import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { queryE2eDatabase } from '../support/database';
import { E2E_BASE_URL, E2E_MAILBOX_URL } from '../support/e2e-ports';
import { withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// A page on another site cannot send the site's forms in a visitor's name (issue 45): the newsletter
// sign-up and a contact message, posted by the visitor's browser from a page on https://evil.example
// or from a page without an origin of its own (Origin: null), get 403, and nothing is stored or
// mailed. Each refused post is followed by the same form sent from the site itself: its mail
// arriving shows that the mail of the refused one, had it been sent, would have arrived too.

const OTHER_SITE = 'https://evil.example';
const REFUSED = "Forms are accepted only from the site's own pages.";
/** The API's default CONTACT_INBOX, which the launcher leaves as it is. */
const CONTACT_INBOX = 'editors@gentlebowl.localhost';

interface MailboxMail {
  text: string;
  to: { address: string }[];
}

const uniqueAddress = (label: string) => `other-site-${label}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;

async function mailsTo(request: APIRequestContext, address: string): Promise<MailboxMail[]> {
  const response = await request.get(`${E2E_MAILBOX_URL}/api/email`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MailboxMail[]).filter((mail) => mail.to.some((recipient) => recipient.address === address));
}

const subscriptions = (email: string) => queryE2eDatabase('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [email]);
const contactMessages = (message: string) => queryE2eDatabase('SELECT 1 FROM contact_messages WHERE message = $1', [message]);

const origins = [
  { name: 'a page on another site', headers: {}, origin: OTHER_SITE },
  // A sandboxed page has no origin of its own: its browser sends Origin: null.
  { name: 'a sandboxed page', headers: { 'content-security-policy': 'sandbox allow-forms' }, origin: 'null' },
] as const;

/**
 * Opens a page of another site in the visitor's browser whose one button posts `fields` to the
 * site's page at `path`, presses it as a visitor lured there would, and returns the site's answer.
 */
async function postFromAnotherSite(
  page: Page,
  path: string,
  fields: Record<string, string>,
  { headers, origin }: (typeof origins)[number],
): Promise<Response> {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.route(`${OTHER_SITE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers,
      body: `<!doctype html><title>Win</title><form method="post" action="${E2E_BASE_URL}${path}">${inputs}<button>Claim your prize</button></form>`,
    }),
  );
  await page.goto(`${OTHER_SITE}/prize`);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path);
  await page.getByRole('button', { name: 'Claim your prize' }).click();
  const response = await answer;
  expect((await response.request().allHeaders()).origin).toBe(origin);
  return response;
}

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ page }) => withConsentDecided(page, true));

for (const from of origins) {
  test(`a newsletter sign-up posted from ${from.name} is refused and mails nothing`, async ({ page, request }) => {
    const lured = uniqueAddress('lured');
    const response = await postFromAnotherSite(page, '/', { email: lured }, from);
    expect(response.status()).toBe(403);
    await expect(page.getByText(REFUSED)).toBeVisible();
    expect(await subscriptions(lured)).toEqual([]);

    // The same sign-up from the site's own page is sent, and its confirmation arrives.
    const own = uniqueAddress('own');
    await page.goto(`${E2E_BASE_URL}/`);
    const newsletter = page.getByRole('region', { name: 'Gentle Feeding Tips in Your Inbox' });
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill(own);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\?subscribed=1/);
    await expect.poll(async () => (await mailsTo(request, own)).length, { timeout: 10_000 }).toBe(1);
    expect(await mailsTo(request, lured)).toEqual([]);
    expect(await subscriptions(lured)).toEqual([]);
  });

  test(`a contact message posted from ${from.name} is refused and reaches no one`, async ({ page, request }) => {
    const lured = `Please call me back (${randomUUID()})`;
    const fields = { name: 'Dana Ray', email: uniqueAddress('contact'), subject: 'allergy', message: lured };
    const response = await postFromAnotherSite(page, '/contact', fields, from);
    expect(response.status()).toBe(403);
    await expect(page.getByText(REFUSED)).toBeVisible();
    expect(await contactMessages(lured)).toEqual([]);

    // The same message from the site's own page is stored, and the editors' mail of it arrives.
    const own = `Which foods have no chicken? (${randomUUID()})`;
    await page.goto(`${E2E_BASE_URL}/contact`);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Dana Ray');
    await form.getByRole('textbox', { name: 'Email address' }).fill(fields.email);
    await form.getByRole('textbox', { name: 'Message' }).fill(own);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1/);
    expect(await contactMessages(own)).toHaveLength(1);
    const editorsMails = async (message: string) => (await mailsTo(request, CONTACT_INBOX)).filter((mail) => mail.text.includes(message));
    await expect.poll(async () => (await editorsMails(own)).length, { timeout: 10_000 }).toBe(1);
    expect(await editorsMails(lured)).toEqual([]);
    expect(await contactMessages(lured)).toEqual([]);
  });
}
