import type { Page } from '@playwright/test';
import type { ProcessHandle } from '../../scripts/lib/stack.mjs';
import { e2ePort } from '../support/e2e-ports';
import { answerTheWizard } from '../support/food-selector';
import { type OwnApi, startOwnApi, startShell } from '../support/own-stack';
import { notifications, waitForContentPage, withConsentDecided } from '../support/site';
import { expect, test, waitForHydration } from '../support/test';

// Refusals on a composed site of the suite's own whose API allows each client one write and one
// recommendation per window. Each test first uses up a budget, so what the visitor then sends is
// refused for real: the API's 429 with its Retry-After, through the shell. The visitor reads the
// wait in minutes or hours, never a status code or "Please wait 3598 seconds"; what they typed
// stays; a results page offers "Try again" only once the wait is over. (Issue 22, point 3.)

const API_PORT = e2ePort(13700);
const POSTGRES_PORT = e2ePort(15933);
const SHELL_PORT = e2ePort(18780);
const SITE = `http://localhost:${SHELL_PORT}`;

/** The wait as a visitor reads it (platform's refusal wording). */
const WAIT_IN_WORDS = /Please try again in (a minute|about \d+ minutes|about an hour|about \d+ hours)\./;
const MACHINE_WORDS = /429|Please wait|seconds/;

const RESULTS_LINK =
  '/food-selector?breed=beagle&age=adult&size=medium&symptom=gas&frequency=weekly&duration=1-3-months&vet=no&type=dry&budget=50-100';

let api: OwnApi | undefined;
let shell: ProcessHandle | undefined;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startOwnApi(API_PORT, {
    postgresPort: POSTGRES_PORT,
    env: { RATE_LIMIT_WRITES_MAX: '1', RATE_LIMIT_RECOMMENDATIONS_MAX: '1', CORS_ORIGINS: SITE },
  });
  shell = await startShell(SHELL_PORT, {}, { apiPort: API_PORT });
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), api?.server.stop()]);
});

test.beforeEach(async ({ page }) => withConsentDecided(page, true));


/**
 * Sends POSTs to `path` from the open page, over the visitor's own connection, until the API
 * refuses one. (An empty body still counts against the budget: the limit is checked first.)
 */
async function useUpBudget(page: Page, path: string): Promise<void> {
  const send = () =>
    page.evaluate(
      async (url) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
      path,
    );
  await expect.poll(send, { intervals: [100] }).toBe(429);
}

async function expectPlainRefusal(page: Page, title: string): Promise<void> {
  const toast = notifications(page).getByRole('alert');
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(WAIT_IN_WORDS);
  await expect(toast).not.toContainText(MACHINE_WORDS);
}

test('a refused newsletter sign-up says how long to wait and keeps the address', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await useUpBudget(page, '/api/newsletter-subscribe');
  const newsletter = page.getByRole('region', { name: 'Gentle Feeding Tips in Your Inbox' });
  const email = newsletter.getByRole('textbox', { name: 'Email address' });

  await email.fill('refused.owner@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();

  await expectPlainRefusal(page, 'Subscription failed');
  await expect(email).toHaveValue('refused.owner@example.com');
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('a refused contact message says how long to wait and keeps every value', async ({ page }) => {
  await page.goto(`${SITE}/contact`);
  await waitForContentPage(page);
  await useUpBudget(page, '/api/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });

  await form.getByRole('textbox', { name: 'Your name' }).fill('Dana Ray');
  await form.getByRole('textbox', { name: 'Email address' }).fill('dana@example.com');
  await form.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Food Allergy Question' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Which foods have no chicken at all?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expectPlainRefusal(page, 'Error');
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Dana Ray');
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('dana@example.com');
  await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveValue('allergy');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Which foods have no chicken at all?');
});

test('a refused wizard submit says how long to wait and keeps every answer', async ({ page }) => {
  await answerTheWizard(page, SITE);
  await useUpBudget(page, '/api/recommendations');
  await page.getByRole('button', { name: 'Get Recommendations' }).click();

  await expectPlainRefusal(page, 'Error');
  await expect(notifications(page).getByRole('alert')).not.toContainText('Failed to generate recommendations');
  await expect(page.getByRole('region', { name: /^Recommended foods for / })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Dry Food' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Monthly budget' })).toHaveValue('50-100');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox', { name: 'Gas' })).toBeChecked();
});

test('a results link the server was refused shows the wait, asks nothing, and offers "Try again" only once the wait is over', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${SITE}/privacy`);
  // The visitor's budget: the shell's server asks for a link's results in the visitor's name, so
  // its render is refused too. (Asked from the same browser, so the shell sees the same visitor;
  // a refused render is never kept, so no earlier answer can be served instead.)
  await useUpBudget(page, '/api/recommendations');
  const renderedResults = () => page.evaluate(async (link) => (await fetch(link)).text(), RESULTS_LINK);
  expect(await renderedResults()).toContain('Recommendations not loaded');

  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/recommendations') asked.push(request.url());
  });
  // The browser's first render words the wait as the server did: no hydration error.
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  const response = await page.goto(`${SITE}${RESULTS_LINK}`);
  expect(await response?.text()).toContain('Recommendations not loaded');

  const alert = page.getByRole('alert').filter({ hasText: 'Recommendations not loaded' });
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(alert).toContainText(WAIT_IN_WORDS);
  await expect(alert).not.toContainText(MACHINE_WORDS);
  await expect(tryAgain).toHaveCount(0);
  // Hydrated, and the network quiet since: a page that meant to ask again would have asked.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(complaints).toEqual([]);

  await page.clock.fastForward('10:01');
  await expect(tryAgain).toBeVisible();
  await expect(alert).toContainText('Failed to generate recommendations. Please try again.');
  expect(asked).toEqual([]);

  // The API's own clock has not moved: asked again, the visitor is refused again, with its wait.
  await tryAgain.click();
  await expect(alert).toContainText(WAIT_IN_WORDS);
  await expect(tryAgain).toHaveCount(0);
  expect(asked).toHaveLength(1);
});
