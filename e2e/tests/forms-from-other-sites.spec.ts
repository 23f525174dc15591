import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { queryE2eDatabase } from '../support/database';
import { E2E_MAILBOX_URL } from '../support/e2e-ports';
import { withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// A page on another site cannot send the site's forms in a visitor's name (issue 45): the newsletter
// sign-up and a contact message, posted with the Origin of a page on https://evil.example or of a
// page without an origin of its own (Origin: null, a sandboxed frame or a data: page), get 403, and
// nothing is stored or mailed. They are posted as a browser that sends Origin but no Sec-Fetch-Site
// sends them (Safari before 16.4, Firefox before 90): today's Chromium also says `cross-site`, which
// the site refused already. Each refused post is followed by the same form sent from the site's own
// page: its mail arriving shows that the refused one's, had it been sent, would have arrived too.

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

/** A form posted to the site's page at `path` by a page of another origin, as its visitor's browser sends it. */
function postFrom(request: APIRequestContext, origin: string, path: string, form: Record<string, string>): Promise<APIResponse> {
  return request.post(path, { form, headers: { origin }, maxRedirects: 0 });
}

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ page }) => withConsentDecided(page, true));

for (const origin of ['https://evil.example', 'null']) {
  test(`a newsletter sign-up posted with Origin: ${origin} is refused and mails nothing`, async ({ page, request }) => {
    const lured = uniqueAddress('lured');
    const response = await postFrom(request, origin, '/', { email: lured });
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe(REFUSED);
    expect(await subscriptions(lured)).toEqual([]);

    // The same sign-up from the site's own page is sent, and its confirmation arrives.
    const own = uniqueAddress('own');
    await page.goto('/');
    const newsletter = page.getByRole('region', { name: 'Gentle Feeding Tips in Your Inbox' });
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill(own);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\?subscribed=1/);
    await expect.poll(async () => (await mailsTo(request, own)).length, { timeout: 10_000 }).toBe(1);
    expect(await mailsTo(request, lured)).toEqual([]);
    expect(await subscriptions(lured)).toEqual([]);
  });

  test(`a contact message posted with Origin: ${origin} is refused and reaches no one`, async ({ page, request }) => {
    const lured = `Please call me back (${randomUUID()})`;
    const fields = { name: 'Dana Ray', email: uniqueAddress('contact'), subject: 'allergy', message: lured };
    const response = await postFrom(request, origin, '/contact', fields);
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe(REFUSED);
    expect(await contactMessages(lured)).toEqual([]);

    // The same message from the site's own page is stored, and the editors' mail of it arrives.
    const own = `Which foods have no chicken? (${randomUUID()})`;
    await page.goto('/contact');
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
