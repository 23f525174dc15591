import { dogInWords, referenceDog } from '@gentlebowl/contracts';
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { queryE2eDatabase } from '../support/database';
import { e2ePort } from '../support/e2e-ports';
import { startShell } from '../support/own-stack';
import { notifications, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// The About (/about-us) and Contact (/contact) pages of the content remote, against the real API and
// the database it writes to.

const SHELL_WITHOUT_API_PORT = e2ePort(18184);
const STOPPED_API_PORT = e2ePort(13998);

interface StoredContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

function storedMessages(message: string): Promise<StoredContactMessage[]> {
  return queryE2eDatabase<StoredContactMessage>('SELECT name, email, subject, message FROM contact_messages WHERE message = $1', [message]);
}

const content = (page: Page) => page.locator('[data-remote="mfe-content"]');
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const nameInput = (page: Page) => contactForm(page).getByRole('textbox', { name: 'Your name' });
const emailInput = (page: Page) => contactForm(page).getByRole('textbox', { name: 'Email address' });
const subjectSelect = (page: Page) => contactForm(page).getByRole('combobox', { name: 'Subject' });
const messageInput = (page: Page) => contactForm(page).getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => contactForm(page).getByRole('button', { name: 'Send Message' });

const isContactPost = (request: Request) =>
  new URL(request.url()).pathname === '/api/contact' && request.method() === 'POST';

/** Counts every POST to /api/contact the page makes from now on. */
function countContactPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isContactPost(request)) count += 1;
  });
  return () => count;
}

async function openContact(page: Page): Promise<void> {
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  await waitForContentPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
}

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('the About page', () => {
  test('presents mission, team, methodology, values and the affiliate disclosure in that order', async ({ page }) => {
    const response = await page.goto('/about-us');
    expect(response?.status()).toBe(200);
    await waitForContentPage(page);
    await expect(page).toHaveTitle('About Us | Gentle Bowl');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('About Us')).toHaveAttribute(
      'aria-current',
      'page',
    );

    const headings = await content(page).getByRole('heading', { level: 2 }).allTextContents();
    const positions = [/^Our Mission$/, /^Our Team/, /^Our Methodology$/, /^Our Values$/, /^Affiliate Disclosure$/].map(
      (pattern) => headings.findIndex((heading) => pattern.test(heading)),
    );
    expect(positions.every((position) => position >= 0), `sections found in ${headings.join(' | ')}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const values = page.getByRole('region', { name: 'Our Values' });
    await expect(values.getByRole('term')).toHaveText(['Transparency', 'Evidence-Based', 'Accessibility', 'Empathy']);

    const disclosure = page.getByRole('region', { name: 'Affiliate Disclosure' });
    await expect(disclosure.getByText('As an Amazon Associate we earn from qualifying purchases.')).toBeVisible();

    const method = page.getByRole('region', { name: 'Our Methodology' });
    await expect(method.getByText('Its label lists anything you ticked under allergies.')).toBeVisible();

    const bodies = page.getByRole('region', { name: 'Trusted Veterinary Organizations' }).getByRole('link');
    await expect(bodies).toHaveCount(4);
    for (const link of await bodies.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const articles = page.getByRole('region', { name: 'From Our Blog' }).getByRole('article');
    await expect(articles).toHaveCount(3);
    await expect(articles.first().getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  });
});

test.describe('one reference dog', () => {
  test('About names the dog the catalogue of all foods prices its monthly costs for', async ({ page }) => {
    const dog = dogInWords(referenceDog);
    await page.goto('/dog-foods');
    await expect(page.getByText(`Monthly costs are for a ${dog}, from the package it would buy`, { exact: false })).toBeVisible();
    await page.goto('/about-us');
    await expect(page.getByRole('region', { name: 'Our Methodology' }).getByText(`falls in for a ${dog}.`, { exact: false })).toBeVisible();
  });
});

test.describe('the Contact page', () => {
  test('shows the quick links, the first three posts and the veterinary note', async ({ page }) => {
    await openContact(page);

    const quick = page.getByRole('region', { name: 'Looking for a Quick Answer?' }).getByRole('link');
    await expect(quick).toHaveCount(3);
    expect(await Promise.all((await quick.all()).map((link) => link.getAttribute('href')))).toEqual([
      '/food-selector',
      '/tools',
      '/blog',
    ]);

    const resources = page.getByRole('region', { name: 'Popular Resources' });
    await expect(resources.getByRole('link')).toHaveCount(3);
    await expect(resources.getByText(/^\d+ min read$/)).toHaveCount(3);
    await expect(resources.getByRole('link').first()).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);

    await expect(content(page).getByRole('note').filter({ hasText: 'not a substitute for veterinary care' })).toBeVisible();
    // The footer shows the address too; this is the contact page's own.
    await expect(page.getByRole('region', { name: 'Prefer Email?' }).getByRole('link', { name: 'hello@gentlebowl.com' })).toHaveAttribute(
      'href',
      'mailto:hello@gentlebowl.com',
    );
    await expect(subjectSelect(page)).toHaveValue('general');
  });

  test('with required fields missing, shows the Missing Information notice and sends nothing until they are filled', async ({ page }) => {
    await openContact(page);
    const contactPosts = countContactPosts(page);

    await sendButton(page).click();
    const notice = notifications(page).getByRole('alert');
    await expect(notice).toContainText('Missing Information');
    await expect(notice).toContainText('Please fill out all required fields.');
    await expect(nameInput(page)).toBeFocused();

    await nameInput(page).fill('Dana Ray');
    await emailInput(page).fill('dana@example.com');
    await sendButton(page).click();
    await expect(messageInput(page)).toBeFocused();
    await expect(notifications(page).getByRole('alert')).toContainText('Missing Information');
    await expectNoSeriousAxeViolations(page);

    // Completed, the form sends: a request either refused attempt had made would have reached the
    // page before this one, so the first message the page sends is the complete one.
    const message = `Which treats suit a dog with a sensitive stomach? (e2e ${randomUUID()})`;
    await messageInput(page).fill(message);
    const sent = page.waitForRequest(isContactPost);
    await sendButton(page).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Dana Ray', email: 'dana@example.com', message });
    expect(contactPosts() - 1).toBe(0);
  });

  test('sends the message, stores it, and clears the form', async ({ page }) => {
    const message = `Which foods suit a beagle with a chicken allergy? (e2e ${randomUUID()})`;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the request until the pending state has been checked, then let it through to the API.
    await page.route('**/api/contact', async (route) => {
      await released;
      await route.continue();
    });
    await openContact(page);
    // 'Sending...' is the scripts' own pending state (without them the browser shows its loading
    // indicator, html-first-content.spec.ts): this test is about the scripts, so it waits for them.
    await waitForHydration(page);

    await nameInput(page).fill('Dana Ray');
    await emailInput(page).fill('Dana.Ray@Example.com');
    await subjectSelect(page).selectOption({ label: 'Food Allergy Question' });
    await messageInput(page).fill(message);
    await sendButton(page).click();

    const sending = contactForm(page).getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    const stored = page.waitForResponse((response) => isContactPost(response.request()));
    release();
    expect((await stored).status()).toBe(201);

    const toast = notifications(page).getByRole('status');
    await expect(toast).toContainText('Message Sent!');
    await expect(toast).toContainText("Thank you for contacting us. We'll get back to you soon.");
    await expect(nameInput(page)).toHaveValue('');
    await expect(emailInput(page)).toHaveValue('');
    await expect(messageInput(page)).toHaveValue('');
    await expect(subjectSelect(page)).toHaveValue('general');
    await expect(sendButton(page)).toBeEnabled();

    expect(await storedMessages(message)).toEqual([
      { name: 'Dana Ray', email: 'dana.ray@example.com', subject: 'allergy', message },
    ]);
  });

  test('keeps every value when the service is stopped', async ({ page }) => {
    // A shell of its own whose API address has nothing listening, as when the service is down.
    const shell = await startShell(SHELL_WITHOUT_API_PORT, {}, { apiPort: STOPPED_API_PORT });
    try {
      await withConsentDecided(page, true);
      await page.goto(`http://localhost:${SHELL_WITHOUT_API_PORT}/contact`);
      await waitForContentPage(page);
      const message = `Is pumpkin safe for a puppy? (e2e ${randomUUID()})`;

      await nameInput(page).fill('Sam Lee');
      await emailInput(page).fill('sam@example.com');
      await subjectSelect(page).selectOption({ label: 'Digestive Health Issue' });
      await messageInput(page).fill(message);
      await sendButton(page).click();

      const alert = notifications(page).getByRole('alert');
      await expect(alert).toContainText('Error');
      await expect(alert).toContainText('There was a problem sending your message. Please try again later.');
      await expect(nameInput(page)).toHaveValue('Sam Lee');
      await expect(emailInput(page)).toHaveValue('sam@example.com');
      await expect(subjectSelect(page)).toHaveValue('digestive-issue');
      await expect(messageInput(page)).toHaveValue(message);
      await expect(sendButton(page)).toBeEnabled();
      expect(await storedMessages(message)).toEqual([]);
    } finally {
      await shell.stop();
    }
  });

});
